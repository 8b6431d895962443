// The benchmark's pass-through plugin in Swift (scripts/bench-plugins.sh installs it as
// ledgersh-benchswift): `swiftpass` calls `projects` through the host and hands its records
// back unchanged, the same work as the sh and Python pass-through plugins.
import LedgerPluginKit

var plugin = LedgerPlugin(name: "benchswift", version: "1")
plugin.command(["name": "swiftpass", "summary": "projects, via the host"]) { _, host in
  PluginOutput(records: try host.records("projects"))
}
plugin.serve()
