import TouchTraceImageSnapshotTesting

// `import TouchTraceImageSnapshotTesting`: the text product's API, and the PNG snapshot's options.
var strategies: (TouchTraceSnapshotting<Data>, TouchTraceSnapshotting<String>, Diffing<Data>) {
  (
    .png(
      tolerance: ImageTolerance(channel: 2, fraction: 0.001), theme: Theme.dark, scale: 1,
      locale: DiagramLocale.zhHans),
    .log,
    .touchTracePNG(tolerance: .acrossSystems)
  )
}
