import TouchTraceCLI

TouchTraceCommand.main()
