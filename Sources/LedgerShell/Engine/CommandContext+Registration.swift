extension CommandContext {
  /// Every command name and alias the session knows.
  public var registeredNames: Set<String> { Set(shell.registry.allNames) }

  /// The command a name or alias the session knows stands for.
  public func registeredSpec(named name: String) -> CommandSpec? {
    shell.registry.spec(named: name)
  }

  /// Adds `plugin`'s commands to the session, listed under its help group, such as those
  /// of an external plugin just installed; names already taken are the caller's to leave
  /// out (see `registeredNames`).
  public func register(_ plugin: any ShellPlugin) {
    for var spec in plugin.commands {
      spec.group = plugin.helpGroup
      shell.registry.register(spec)
    }
  }
}
