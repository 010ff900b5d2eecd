import TouchTraceCLI

TouchTraceCommand.mainWithFileArguments()
