/// The tool's version, the one place it is kept: `touchtrace --version` prints it.
public enum TouchTraceVersion {
  public static let string = "0.1.0"
}
