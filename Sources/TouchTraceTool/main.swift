import TouchTraceCommands

// `touchtrace`: links no drawing library; the commands that draw run in `touchtrace-draw`.
TouchTraceLightCommand.mainOrDraw()
