/// "Tap anywhere" (issue 36): a click on any screen of the page (a diagram's or the hit map's)
/// is turned back into a point of the screen, marked, and answered in words from the page's
/// `points` (``PointAnswers``: the view a tap there reaches, its path, the map's findings there),
/// under the picture clicked. The point is then announced as a `touchtrace:point` event, on
/// which the preview plays a tap there.
enum ExplorerPointScript {
  static let js = #"""
    "use strict";
    (() => {
      const data = document.getElementById("points");
      if (!data) return;
      const points = JSON.parse(data.textContent);
      const inRect = (r, x, y) => x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3];

      // The point of the screen under a click on `stage`, or null off its screens.
      function screenPoint(stage, event) {
        const [width, height] = stage.getAttribute("data-size").split(" ").map(Number);
        const box = stage.getBoundingClientRect();
        const px = (event.clientX - box.left) * width / box.width;
        const py = (event.clientY - box.top) * height / box.height;
        for (const { rect, viewport } of JSON.parse(stage.getAttribute("data-screens"))) {
          if (!inRect(rect, px, py)) continue;
          const x = viewport[0] + (px - rect[0]) * viewport[2] / rect[2];
          const y = viewport[1] + (py - rect[1]) * viewport[3] / rect[3];
          // Whole points, within the screen (its far edges belong to no point inside).
          const clamp = (v, most) => Math.min(Math.max(Math.round(v), 0), Math.max(Math.ceil(most) - 1, 0));
          return { x: clamp(x, points.screen.width), y: clamp(y, points.screen.height), px, py };
        }
        return null;
      }

      // The answer's lines at (x, y): the view's, then the findings about it or about a view
      // whose frame loses this point.
      function answer(x, y) {
        const region = points.regions.find((r) => r.rects.some((rect) => inRect(rect, x, y)));
        const view = region?.view ?? "";
        const lines = (points.lines[view] ?? points.lines[""]).map((line) =>
          line.replace("{point}", "(" + x + ", " + y + ")"));
        const about = new Set(points.deadZones.filter((zone) =>
          zone.rects.some((rect) => inRect(rect, x, y))).map((zone) => zone.view));
        if (view) about.add(view);
        points.findings.forEach((finding, i) => {
          if (about.has(points.findingViews[i])) lines.push(finding);
        });
        return lines;
      }

      function mark(stage, px, py) {
        for (const old of document.querySelectorAll(".overlay .point-mark")) old.remove();
        const overlay = stage.querySelector(".overlay");
        if (!overlay) return;
        // The overlay's own namespace: the page names no URL, not even SVG's.
        const dot = document.createElementNS(overlay.namespaceURI, "circle");
        dot.setAttribute("class", "point-mark");
        dot.setAttribute("cx", String(px));
        dot.setAttribute("cy", String(py));
        dot.setAttribute("r", "7");
        overlay.append(dot);
      }

      document.addEventListener("click", (event) => {
        const stage = event.target.closest?.(".stage[data-screens]");
        const at = stage && screenPoint(stage, event);
        if (!at) return;
        mark(stage, at.px, at.py);
        const section = document.getElementById("point-answer");
        document.getElementById("point-lines").textContent = answer(at.x, at.y).join("\n");
        document.getElementById("point-status").textContent = "";
        section.hidden = false;
        stage.closest("figure").after(section);
        document.dispatchEvent(new CustomEvent("touchtrace:point", { detail: { x: at.x, y: at.y } }));
      });
    })();
    """#
}
