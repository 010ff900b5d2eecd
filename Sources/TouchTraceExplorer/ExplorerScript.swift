/// The explorer's script: steps through the embedded steps, highlights each step's objects on the
/// overlay of its diagram, keeps `#step=N` in the address, and plays at a steady pace on request
/// (never by itself).
enum ExplorerScript {
  static let js = #"""
    "use strict";
    (() => {
      const read = (id) => JSON.parse(document.getElementById(id).textContent);
      const words = read("words");
      const $ = (id) => document.getElementById(id);
      const panelNames = {
        screen: words.screen, detail: words.detail, tree: words.tree, chain: words.chain,
        timeline: words.timeline,
      };
      // The run's steps, diagrams and log, read again when the preview swaps in a played tap's.
      let steps, figures, logItems, boxes;
      function setup() {
        steps = read("steps");
        figures = [...document.querySelectorAll("figure.diagram")];
        logItems = [...document.querySelectorAll("#log li")];
        // Each diagram's overlay boxes by object id (ids are the scene's text: never a selector).
        boxes = figures.map((figure) => {
          const byObject = new Map();
          for (const rect of figure.querySelectorAll(".overlay rect")) {
            const id = rect.getAttribute("data-object");
            if (!byObject.has(id)) byObject.set(id, []);
            byObject.get(id).push(rect);
          }
          return byObject;
        });
        for (const id of ["first", "prev", "play", "next", "last", "slider"]) {
          $(id).disabled = steps.length === 0;
        }
        $("slider").max = String(Math.max(steps.length, 1));
      }
      setup();
      const count = (template, n, m) =>
        template.replace("{n}", String(n)).replace("{m}", String(m));
      let current = 0;
      let timer = null;

      function show(n) {
        if (steps.length === 0) return;
        n = Math.min(Math.max(1, n), steps.length);
        current = n;
        const step = steps[n - 1];
        figures.forEach((figure, i) => { figure.hidden = i !== step.diagram; });
        for (const rect of document.querySelectorAll(".overlay rect.on")) {
          rect.setAttribute("class", "");
        }
        // Said in words too, for readers who do not see the highlight: each object and its panels.
        const places = [];
        for (const [object, mark] of step.highlights) {
          const panels = [];
          for (const rect of boxes[step.diagram]?.get(object) ?? []) {
            rect.setAttribute("class", "on hl-" + mark);
            const panel = panelNames[rect.getAttribute("data-panel")];
            if (!panels.includes(panel)) panels.push(panel);
          }
          if (panels.length) places.push(object + ": " + panels.join(", "));
        }
        $("step-caption").textContent = step.line;
        $("step-verdict").textContent = step.verdict;
        $("step-verdict").setAttribute("data-mark", step.highlights[0]?.[1] ?? "");
        $("step-where").textContent = places.length ? words.highlighted + " " + places.join(" · ") : "";
        $("step-count").textContent = count(words.stepCount, n, steps.length);
        $("slider").value = String(n);
        logItems.forEach((li, i) => li.classList.toggle("current", i === n - 1));
        $("first").disabled = $("prev").disabled = n === 1;
        $("last").disabled = $("next").disabled = n === steps.length;
        if (location.hash !== "#step=" + n) history.replaceState(null, "", "#step=" + n);
      }

      function stepFromHash() {
        const match = /^#step=(\d+)$/.exec(location.hash);
        return match ? Number(match[1]) : firstStep();
      }

      // The step a page starts at when the address names none: the played tap's first.
      function firstStep() {
        return Number(document.querySelector("main")?.getAttribute("data-start") ?? 1);
      }

      // The preview's played tap (issue 36): `page` is the explorer page of the scene with that
      // tap, parsed; its answer, diagrams, log and steps replace this page's, which stays.
      function adopt(page) {
        const swap = (selector) => {
          const fresh = page.querySelector(selector);
          const old = document.querySelector(selector);
          if (fresh && old) old.replaceWith(document.adoptNode(fresh));
        };
        setPlaying(false);
        swap("main");
        swap("#log ol");
        $("steps").textContent = page.getElementById("steps").textContent;
        $("answer")?.remove();
        const answer = page.getElementById("answer");
        if (answer) document.querySelector("nav.controls").before(document.adoptNode(answer));
        setup();
        show(firstStep());
      }
      window.touchtraceExplorer = { adopt };

      function setPlaying(on) {
        if (on && current >= steps.length) show(1);
        clearInterval(timer);
        timer = on ? setInterval(() => {
          if (current >= steps.length) setPlaying(false); else show(current + 1);
        }, 1200) : null;
        const play = $("play");
        play.toggleAttribute("data-playing", on);
        play.setAttribute("aria-label", on ? words.pause : words.play);
        play.title = on ? words.pause : words.play;
      }

      $("first").addEventListener("click", () => show(1));
      $("prev").addEventListener("click", () => show(current - 1));
      $("next").addEventListener("click", () => show(current + 1));
      $("last").addEventListener("click", () => show(steps.length));
      $("play").addEventListener("click", () => setPlaying(timer === null));
      $("slider").addEventListener("input", () => show(Number($("slider").value)));
      document.addEventListener("keydown", (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey || steps.length === 0) return;
        const go = {
          ArrowLeft: () => show(current - 1), ArrowRight: () => show(current + 1),
          Home: () => show(1), End: () => show(steps.length),
          " ": () => setPlaying(timer === null),
        }[event.key];
        if (!go) return;
        event.preventDefault();
        go();
      });
      addEventListener("hashchange", () => show(stepFromHash()));
      show(stepFromHash());
    })();
    """#
}
