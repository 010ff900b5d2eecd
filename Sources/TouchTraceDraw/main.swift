import TouchTraceCLI

// `touchtrace-draw`: every command, Cairo linked. `touchtrace` runs it, with the same arguments,
// for the commands that draw (see `DrawingTool` in TouchTraceCommands).
TouchTraceCommand.mainWithFileArguments()
