import Testing
import TouchTraceImport
import TouchTraceScene
import TouchTraceTrace

/// A table in editing mode with a refresh control, as `recursiveDescription` prints it (issue 33):
/// UIKit's private editing controls and its refresh control import as what they are.
private let editingTable = """
  <UITableView: 0x1; frame = (0 0; 375 667); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x2>; layer = <CALayer: 0x3>; contentOffset: {0, 0}; contentSize: {375, 88}; adjustedContentInset: {0, 0, 0, 0}>
     | <UIRefreshControl: 0x4; frame = (0 -60; 375 60); hidden = YES; autoresize = W; layer = <CALayer: 0x5>>
     |    | <_UIRefreshControlModernContentView: 0x6; frame = (0 0; 375 60); autoresize = W+H; layer = <CALayer: 0x7>>
     | <UITableViewCell: 0x8; frame = (0 0; 375 44); autoresize = W; layer = <CALayer: 0x9>>
     |    | <UITableViewCellContentView: 0xa; frame = (47 0; 282 44); gestureRecognizers = <NSArray: 0xb>; layer = <CALayer: 0xc>>
     |    | <UITableViewCellEditControl: 0xd; frame = (0 0; 47 44); autoresize = RM; layer = <CALayer: 0xe>>
     |    | <UITableViewCellReorderControl: 0xf; frame = (329 0; 46 44); autoresize = LM; layer = <CALayer: 0x10>>
  """

@Suite struct TableEditingImportTests {
  @Test func editingControlsAndRefreshControlImport() throws {
    let scene = try imported(editingTable, taps: [(20, 22), (350, 22)])
    #expect(scene.yaml.contains("class: UIRefreshControl\n"))
    #expect(scene.yaml.contains("UITableViewCellEditControl"))
    #expect(scene.yaml.contains("UITableViewCellReorderControl"))
    // The table is in editing mode in the scene, so its controls are the engine's: a tap on the
    // minus stops on it and reveals the row's Delete button, which the next tap, over the grip,
    // reaches (Apple: "the table view displays a Delete button on the right side of the cell").
    let hits = try hitViews(editingTable, taps: [(20, 22), (350, 22)])
    #expect(hits[0] == "tableViewCell.editControl")
    #expect(hits[1] == "tableViewCell.swipeAction0")
  }
}
