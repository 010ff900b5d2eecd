import Foundation
import Testing
import TouchTraceHitMap
import TouchTraceTestSupport
import TouchTraceTrace

/// The findings ranked by suspicion (issue 36): likely bugs first, then what to check, then what
/// is expected; Apple's 44 × 44 pt minimum target is a finding to check.
@Suite struct FindingRankTests {
  /// An opaque header over a scroll view's row is expected (content scrolled under a bar); a
  /// faint overlay over a button below is a likely bug, and comes first though it is later.
  @Test func aFaintOverlayComesBeforeARowUnderTheHeader() throws {
    let map = try hitMap(
      SceneSkeleton.rootView(
        """
                - id: list
                  class: UIScrollView
                  frame: [0, 0, 200, 200]
                  contentSize: [200, 400]
                  subviews:
                    - {id: rowButton, class: UIButton, frame: [0, 0, 200, 50]}
                - {id: header, frame: [0, 0, 200, 60], backgroundColor: "#F7F7F7"}
                - {id: buyButton, class: UIButton, frame: [20, 120, 160, 50]}
                - {id: spinner, frame: [0, 100, 200, 100], alpha: 0.02, backgroundColor: black}
        """))
    #expect(
      map.findings == [
        "likely bug: buyButton: none of its frame reaches it; 100% is covered by spinner",
        "expected: rowButton: none of its frame reaches it; 100% is covered by header",
      ])
    #expect(map.findingViews == ["buyButton", "rowButton"])
  }

  /// A button covered by a view anyone can see is to check; one smaller than 44 × 44 pt too,
  /// after it; UIKit's own sized controls (a switch) are not.
  @Test func smallTargetsAreChecksAfterLostPoints() throws {
    let map = try hitMap(
      SceneSkeleton.rootView(
        """
                - {id: small, class: UIButton, frame: [10, 10, 30, 30]}
                - {id: wide, class: UIButton, frame: [10, 100, 100, 50]}
                - {id: badge, frame: [10, 100, 50, 50], backgroundColor: red}
                - {id: toggle, class: UISwitch, frame: [120, 10, 51, 31]}
        """))
    #expect(
      map.findings == [
        "check: wide: 50% of its frame reaches it; the left 50% is covered by badge",
        "check: small: 30×30 pt, smaller than the 44×44 pt minimum target of Apple's Human "
          + "Interface Guidelines; grow it, or its point(inside:)",
      ])
  }

  @Test func levelsAreReadBackFromTheSentence() {
    #expect(HitMapFindingLevel.of("likely bug: x: …") == .likelyBug)
    #expect(HitMapFindingLevel.of("expected: x: …") == .expected)
    #expect(HitMapFindingLevel.of("x: none of its frame reaches it") == nil)
    #expect(HitMapFindingLevel.likelyBug < .check && HitMapFindingLevel.check < .expected)
  }
}
