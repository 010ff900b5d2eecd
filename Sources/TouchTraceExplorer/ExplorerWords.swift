import TouchTraceLayout

/// Every word the explorer's page draws around the diagrams: button labels, the step counter, the
/// panels' names. One table, so a translation is one value of this type; the diagrams' own words
/// (verdicts, panel titles) come from the layout, and log lines, ids and class names are never
/// translated. `{n}` and `{m}` are replaced by numbers.
public struct ExplorerWords: Sendable, Equatable, Codable {
  /// The page's language, for `<html lang>`.
  public var language: String
  public var first: String
  public var previous: String
  public var play: String
  public var pause: String
  public var next: String
  public var last: String
  /// The slider's label.
  public var step: String
  /// "{n} of {m}": the current step and the number of steps.
  public var stepCount: String
  /// Above each diagram when a scene has several: "Diagram {n} of {m}".
  public var diagramCount: String
  /// The controls' group.
  public var controls: String
  /// Where the step's objects are highlighted, by panel.
  public var screen: String
  public var detail: String
  public var tree: String
  public var chain: String
  public var timeline: String
  /// Before the list of places: "Highlighted:".
  public var highlighted: String
  /// The event log's heading.
  public var eventLog: String
  /// When the run logs nothing.
  public var noSteps: String
  /// How to step with the keyboard.
  public var keys: String
  /// The hit map's heading, and what it says when no control loses part of its frame (as the
  /// map's picture says it, in DiagramWords).
  public var hitMap = "Hit map: where a finger lands"
  public var noFindings = "Every control's frame reaches it."
  /// Under the controls when the page can answer a click on the screen (issue 36's "tap
  /// anywhere").
  public var pointHint = "Click any point of a screen: where a tap there goes, in words."
  /// Above that answer: it is read from the hit map, the scene as it starts.
  public var pointAnswer = "A tap at that point, from the hit map"
  /// Above the answer of a tap the preview played (`log --why`'s words).
  public var answer = "The answer: the tap played at that point"

  public static let english = ExplorerWords(
    language: "en", first: "First step", previous: "Previous step", play: "Play", pause: "Pause",
    next: "Next step", last: "Last step", step: "Step", stepCount: "{n} of {m}",
    diagramCount: "Diagram {n} of {m}", controls: "Step through the run", screen: "screen",
    detail: "detail", tree: "view tree", chain: "responder chain", timeline: "timeline",
    highlighted: "Highlighted:", eventLog: "Event log",
    noSteps: "This run logs no calls: there is nothing to step through.",
    keys: "Keys: ← and → step, space plays or pauses, Home and End jump to the first and last step."
  )
}

extension ExplorerWords {
  /// The page's words in `locale`'s language, with the terms the diagrams' tables use (see
  /// DiagramWords+Chinese.swift and DiagramWords+Japanese.swift for their sources).
  public static func of(_ locale: DiagramLocale) -> ExplorerWords {
    switch locale {
    case .en: .english
    case .zhHans: .simplifiedChinese
    case .zhHant: .traditionalChinese
    case .ja: .japanese
    }
  }

  public static let simplifiedChinese = ExplorerWords(
    language: "zh-Hans", first: "第一步", previous: "上一步", play: "播放", pause: "暂停",
    next: "下一步", last: "最后一步", step: "步骤", stepCount: "第 {n} 步,共 {m} 步",
    diagramCount: "第 {n} 张图,共 {m} 张", controls: "逐步查看这次运行", screen: "屏幕",
    detail: "局部放大", tree: "视图树", chain: "响应者链", timeline: "时间线",
    highlighted: "高亮:", eventLog: "事件日志",
    noSteps: "这次运行没有记录任何调用:没有可以逐步查看的内容。",
    keys: "按键:← 和 → 逐步前进或后退,空格播放或暂停,Home 和 End 跳到第一步和最后一步。",
    hitMap: "点击分布图:手指落在哪个视图", noFindings: "每个控件的整个显示范围都能点到它。",
    pointHint: "点击屏幕上的任意一点:用文字说明在那里点按会落到哪个视图。",
    pointAnswer: "在该点点按(根据点击分布图)", answer: "答案:在该点播放的点按")

  public static let traditionalChinese = ExplorerWords(
    language: "zh-Hant", first: "第一步", previous: "上一步", play: "播放", pause: "暫停",
    next: "下一步", last: "最後一步", step: "步驟", stepCount: "第 {n} 步,共 {m} 步",
    diagramCount: "第 {n} 張圖,共 {m} 張", controls: "逐步檢視這次執行", screen: "螢幕",
    detail: "局部放大", tree: "視圖樹", chain: "響應者鏈", timeline: "時間軸",
    highlighted: "醒目標示:", eventLog: "事件記錄",
    noSteps: "這次執行沒有記錄任何呼叫:沒有可以逐步檢視的內容。",
    keys: "按鍵:← 和 → 逐步前進或後退,空白鍵播放或暫停,Home 和 End 跳到第一步和最後一步。",
    hitMap: "點擊分佈圖:手指落在哪個視圖", noFindings: "每個控制項的整個顯示範圍都能點到它。",
    pointHint: "點擊螢幕上的任意一點:用文字說明在那裡點按會落到哪個視圖。",
    pointAnswer: "在該點點按(根據點擊分佈圖)", answer: "答案:在該點播放的點按")

  public static let japanese = ExplorerWords(
    language: "ja", first: "最初のステップ", previous: "前のステップ", play: "再生", pause: "一時停止",
    next: "次のステップ", last: "最後のステップ", step: "ステップ", stepCount: "{n} / {m}",
    diagramCount: "図 {n} / {m}", controls: "実行を1ステップずつ見る", screen: "画面",
    detail: "拡大", tree: "ビュー階層", chain: "レスポンダチェーン", timeline: "タイムライン",
    highlighted: "ハイライト:", eventLog: "イベントログ",
    noSteps: "この実行はどの呼び出しも記録していません:ステップはありません。",
    keys: "キー:← と → で1ステップずつ、スペースで再生/一時停止、Home と End で最初と最後へ。",
    hitMap: "ヒットマップ:指がどのビューに届くか",
    noFindings: "すべてのコントロールは表示範囲全体でタッチを受けます。",
    pointHint: "画面の任意の点をクリック:そこをタップするとどのビューに届くかを文章で示します。",
    pointAnswer: "その点へのタップ(ヒットマップより)", answer: "答え:その点で再生したタップ")
}
