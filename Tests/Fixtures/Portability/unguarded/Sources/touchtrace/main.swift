TouchTraceCommand.main()
