/// A target without a DocC catalog: the plugin passes it over.
public enum Plain {}
