import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceCLI
@testable import TouchTraceCommands

// MARK: - Bad scene files

/// A bad scene file and the first error every command must report for it.
struct BadScene: Sendable, CustomTestStringConvertible {
  var name: String
  /// The file's text; nil: no such file.
  var text: String?
  /// Make `name` a directory (holding a text file) instead.
  var isDirectory = false
  /// The exact first line on standard error.
  var error: String
  /// The first line from `render`, when it says it differently (it takes directories).
  var renderError: String?

  var testDescription: String { name }

  static let all: [BadScene] = [
    BadScene(
      name: "syntax.yaml",
      text: """
        title: Broken
        window:
          subviews:
            - {id: a, frame: [0, 0, 10, 10]
        touches: []

        """,
      error: "syntax.yaml:5:1: error: YAML syntax error: did not find expected ',' or '}' "
        + "(while parsing a flow mapping at 4:7)"),
    BadScene(
      name: "indent.yaml",
      text: """
        window:
          subviews:
            - id: a
             frame: [0, 0, 10, 10]
        touches: []

        """,
      error: "indent.yaml:4:6: error: YAML syntax error: did not find expected '-' indicator "
        + "(while parsing a block collection at 3:5)"),
    BadScene(
      name: "syntax.json",
      text: "{\"window\": {\"subviews\": [}], \"touches\": []}\n",
      error: "syntax.json:1:26: error: YAML syntax error: did not find expected node content "
        + "(while parsing a flow node at 1:26)"),
    BadScene(
      name: "unknown-key.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              backgroundColour: red
        touches: []

        """,
      // "Did you mean" first, before the long list of keys (issue 36).
      error: "unknown-key.yaml:5:7: error: unknown key 'backgroundColour' in a view; "
        + "did you mean 'backgroundColor'? (expected one "
        + "of: id, class, frame, center, size, bounds, transform, contentOffset, contentSize, delaysContentTouches, canCancelContentTouches, isScrollEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, isPagingEnabled, isDirectionalLockEnabled, decelerationRate, backgroundColor, alpha, isHidden, isUserInteractionEnabled, clipsToBounds, isMultipleTouchEnabled, isExclusiveTouch, isEnabled, overrides, logs, gestureRecognizers, actions, subviews, baseClass, canBecomeFirstResponder, handles, address, title, text, placeholder, isOn, value, minimumValue, maximumValue, stepValue, autorepeat, isContinuous, wraps, segments, selectedSegmentIndex, isMomentary, numberOfPages, currentPage, progress, indexPath, delegate, allowsSelection, rowHeight, trailingSwipeActionsConfigurationForRowAt, canEditRowAt, axis, spacing, distribution, alignment, keyboardDismissMode, scrollsToTop, scrollViewShouldScrollToTop, textFieldShouldReturn, inputAccessoryView, contextMenu, menu, showsMenuAsPrimaryAction, titleForRow, selectedRow, preferredDatePickerStyle, date, showsCancelButton, allowsMultipleSelection, allowsSelectionDuringEditing, shouldHighlightRowAt, didHighlightRowAt, didUnhighlightRowAt, willSelectRowAt, willDeselectRowAt, didDeselectRowAt, endRefreshingAfter, leadingSwipeActionsConfigurationForRowAt, collectionViewLayout, trailingSwipeActionsConfigurationProvider, leadingSwipeActionsConfigurationProvider, isEditing, editingStyleForRowAt, canMoveRowAt, shouldHighlightItemAt, didHighlightItemAt, didUnhighlightItemAt, shouldSelectItemAt, shouldDeselectItemAt, didDeselectItemAt, targetIndexPathForMoveFromRowAt)"
    ),
    BadScene(
      name: "wrong-type.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              alpha: opaque
        touches: []

        """,
      error:
        "wrong-type.yaml:5:14: error: expected a number for 'alpha', found the string \"opaque\""
    ),
    BadScene(
      name: "duplicate-id.yaml",
      text: """
        window:
          subviews:
            - {id: a, frame: [0, 0, 10, 10]}
            - id: b
              frame: [0, 0, 10, 10]
              subviews:
                - {id: a, frame: [0, 0, 5, 5]}
        touches: []

        """,
      error: "duplicate-id.yaml:7:16: error: duplicate id 'a': a view at 3:12 already has it; "
        + "ids must be unique in the scene"),
    BadScene(
      name: "prefer.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              overrides:
                hitTest: {prefer: button}
        touches: []

        """,
      error: "prefer.yaml:6:27: error: 'prefer' names 'button', but no view has that id"),
    BadScene(
      name: "in.yaml",
      text: """
        window:
          rootViewController:
            id: VC
            view: {id: root}
            children:
              - in: container
                controller: {id: Child, view: {id: childView}}
        touches: []

        """,
      error: "in.yaml:6:13: error: 'in' names 'container', but no view of controller 'VC' has "
        + "that id"),
    BadScene(
      name: "target.yaml",
      text: """
        window:
          subviews:
            - id: button
              class: UIButton
              frame: [0, 0, 10, 10]
              actions:
                - {event: touchUpInside, target: Controller, action: tapped}
        touches: []

        """,
      error: "target.yaml:7:42: error: 'target' names 'Controller', but no object has that id"),
    BadScene(
      name: "requires.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              gestureRecognizers:
                - id: singleTap
                  class: UITapGestureRecognizer
                  requiresFailureOf: [doubleTap]
        touches: []

        """,
      error: "requires.yaml:8:31: error: 'requiresFailureOf' names 'doubleTap', but no gesture "
        + "recognizer has that id"),
    BadScene(
      name: "negative.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, -20]
        touches: []

        """,
      error: "negative.yaml:4:25: error: the height of 'frame' must not be negative, found -20"),
    BadScene(
      name: "nan.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [.nan, 0, 10, 10]
        touches: []

        """,
      error: "nan.yaml:4:15: error: the x of 'frame' must be a finite number, found .nan"),
    BadScene(
      name: "inf.yaml",
      text: "touches:\n  - tap: [5, -.inf]\n",
      error: "inf.yaml:2:14: error: the y of 'tap' must be a finite number, found -.inf"),
    BadScene(
      name: "empty.yaml", text: "",
      error: "empty.yaml:1:1: error: the scene is empty (expected a mapping with 'window' and "
        + "'touches')"),
    BadScene(
      name: "missing.yaml", text: nil,
      error: "missing.yaml: error: no such file",
      renderError: "missing.yaml: error: no such file or directory"),
    BadScene(
      name: "folder", text: "not a scene", isDirectory: true,
      error: "folder: error: this is a directory, not a scene file",
      renderError: "folder: error: no scene or trace files (.yaml, .yml, .json) in it"),
  ]
}

@Suite struct BadSceneTests {
  private func prepare(_ bad: BadScene) throws -> Scratch {
    let scratch = try Scratch()
    if bad.isDirectory {
      try scratch.write(bad.name + "/notes.txt", bad.text ?? "")
    } else if let text = bad.text {
      try scratch.write(bad.name, text)
    }
    return scratch
  }

  @Test(arguments: BadScene.all)
  func validateLogAndTraceReportTheError(bad: BadScene) throws {
    let scratch = try prepare(bad)
    let before = scratch.contents()
    for command in [["validate"], ["log"], ["trace"], ["trace", "-o", "out.json"]] {
      let result = try scratch.run(command + [bad.name])
      expectCleanFailure(result)
      // validate takes a directory as render does: it is the scene files in it.
      let error = bad.isDirectory && command == ["validate"] ? bad.renderError : bad.error
      #expect(result.stderrLines.first == error, "\(command)")
      #expect(result.stdout.isEmpty, "\(command)")
      // Nothing written: no out.json, no temporary file.
      #expect(scratch.contents() == before, "\(command)")
    }
  }

  @Test(arguments: BadScene.all)
  func renderReportsTheErrorAndWritesNothing(bad: BadScene) throws {
    let scratch = try prepare(bad)
    let result = try scratch.run("render", "-o", "out", bad.name)
    expectCleanFailure(result)
    let lines = result.stderrLines
    #expect(lines.first == (bad.renderError ?? bad.error))
    if bad.renderError == nil {
      // The scene was found and failed: the summary comes last.
      #expect(lines.count == 2)
      #expect(lines.last?.hasPrefix("rendered 0 of 1 scene into out/ (0 files) in ") == true)
      #expect(lines.last?.hasSuffix(" s; 1 failed") == true)
    } else {
      #expect(lines.count == 1)
    }
    #expect(result.stdout.isEmpty)
    #expect(scratch.contents("out").isEmpty)
  }
}
