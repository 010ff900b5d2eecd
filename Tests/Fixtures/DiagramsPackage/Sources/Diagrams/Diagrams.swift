/// A library whose documentation shows, in diagrams, where its taps go.
public enum Diagrams {}
