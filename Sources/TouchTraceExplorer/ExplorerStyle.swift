/// The explorer's style sheet: light and dark like the diagrams (their themes' colours), the
/// highlight of each kind of step, a visible focus ring, and no transitions for readers who ask
/// for reduced motion.
enum ExplorerStyle {
  static let css = #"""
    :root {
      color-scheme: light dark;
      --bg: #FFFFFF; --panel: #F6F8FA; --border: #8C959F; --text: #1F2328; --muted: #59636E;
      --accent: #0969DA; --inside: #1A7F37; --outside: #CF222E; --skipped: #9A6700;
      --found: #BF3989; --focus: #0969DA;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0D1117; --panel: #161B22; --border: #6E7681; --text: #E6EDF3; --muted: #9198A1;
        --accent: #58A6FF; --inside: #3FB950; --outside: #F85149; --skipped: #D29922;
        --found: #FF80C8; --focus: #58A6FF;
      }
      .art.light { display: none; }
    }
    @media not (prefers-color-scheme: dark) { .art.dark { display: none; } }
    * { box-sizing: border-box; }
    body {
      margin: 0; padding: 16px 20px 24px; background: var(--bg); color: var(--text);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif;
    }
    h1 { font-size: 1.3em; margin: 0; }
    .source { margin: 2px 0 0; color: var(--muted); }
    .controls {
      position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center;
      gap: 6px; margin: 12px 0 0; padding: 8px 0; background: var(--bg);
    }
    button {
      min-width: 40px; height: 36px; padding: 0 10px; font: inherit; font-size: 16px;
      color: var(--text); background: var(--panel); border: 1px solid var(--border);
      border-radius: 6px; cursor: pointer;
    }
    button svg { width: 16px; height: 16px; fill: currentColor; vertical-align: middle; }
    #play[data-playing] .when-paused, #play:not([data-playing]) .when-playing {
      display: none;
    }
    button:hover:not(:disabled) { border-color: var(--accent); }
    button:disabled { opacity: 0.5; cursor: default; }
    #play[data-playing] { background: var(--accent); color: var(--bg); }
    #slider { flex: 1 1 200px; min-width: 120px; accent-color: var(--accent); }
    #step-count { min-width: 6em; font-variant-numeric: tabular-nums; color: var(--muted); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .now { min-height: 4.6em; }
    #step-caption {
      margin: 4px 0 0; font: 600 16px/1.4 ui-monospace, "DejaVu Sans Mono", monospace;
      overflow-wrap: anywhere;
    }
    #step-verdict { margin: 2px 0 0; font-weight: 600; color: var(--accent); }
    #step-verdict[data-mark="inside"] { color: var(--inside); }
    #step-verdict[data-mark="outside"], #step-verdict[data-mark="stopped"] { color: var(--outside); }
    #step-verdict[data-mark="skipped"] { color: var(--skipped); }
    #step-where { margin: 2px 0 0; color: var(--muted); font-size: 14px; }
    /* On a narrow screen the diagram keeps a readable size and scrolls sideways. */
    figure { margin: 8px 0 0; overflow-x: auto; }
    figcaption { color: var(--muted); margin-bottom: 4px; }
    .stage { position: relative; width: 100%; min-width: 600px; }
    .art, .art svg, .overlay { position: absolute; inset: 0; width: 100%; height: 100%; }
    .overlay rect { fill: none; stroke: none; }
    .overlay rect.on {
      --hl: var(--accent); stroke: var(--hl); stroke-width: 3; fill: var(--hl); fill-opacity: 0.12;
      transition: stroke-width 0.15s ease-out;
    }
    .overlay rect.hl-inside { --hl: var(--inside); }
    .overlay rect.hl-outside, .overlay rect.hl-stopped { --hl: var(--outside); }
    .overlay rect.hl-skipped { --hl: var(--skipped); stroke-dasharray: 6 4; }
    .overlay rect.hl-next, .overlay rect.hl-target { stroke-dasharray: 5 4; fill-opacity: 0.04; }
    .overlay rect.hl-found { --hl: var(--found); stroke-width: 4; }
    @media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
    #log { margin-top: 16px; }
    #log ol { font: 13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }
    #log li.current { background: var(--panel); outline: 1px solid var(--accent); }
    .keys { color: var(--muted); font-size: 13px; }
    #hit-map { margin-top: 16px; }
    #hit-map summary, #log summary { font-weight: 600; cursor: pointer; }
    .findings { color: var(--outside); overflow-wrap: anywhere; }
    p.findings { color: var(--muted); }
    /* Tap anywhere (issue 36): a screen answers a click; the answer in words, then the picture. */
    .stage[data-screens] { cursor: crosshair; }
    .hint { margin: 4px 0 0; color: var(--muted); font-size: 14px; }
    #point-answer, #answer {
      margin: 8px 0 0; padding: 8px 12px; background: var(--panel);
      border: 1px solid var(--border); border-radius: 6px;
    }
    #point-answer h2, #answer h2 { font-size: 15px; margin: 0 0 4px; }
    #point-answer pre, #answer pre {
      margin: 0; font: 13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace;
      white-space: pre-wrap; overflow-wrap: anywhere;
    }
    #point-status { margin: 4px 0 0; color: var(--muted); }
    #point-status:empty { display: none; }
    .overlay .point-mark {
      fill: var(--found); fill-opacity: 0.35; stroke: var(--found); stroke-width: 2;
    }
    """#
}
