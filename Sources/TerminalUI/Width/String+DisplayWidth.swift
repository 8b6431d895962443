extension String {
  /// The number of terminal cells this string takes on one line (see `DisplayWidth`).
  public var displayWidth: Int { DisplayWidth.of(self) }
}
