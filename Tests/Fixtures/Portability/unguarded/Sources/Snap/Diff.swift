import SnapshotTesting

let diffing = Diffing<String>.lines
let attachments: [DiffAttachment] = []
