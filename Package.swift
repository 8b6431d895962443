// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ledgersh",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "ledgersh", targets: ["ledgersh"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    // C shims over libedit's variadic API, which Swift cannot call directly.
    .systemLibrary(
      name: "CLibedit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .target(name: "LineEditor", dependencies: ["CLibedit"]),
    .target(name: "TerminalUI"),
    .target(name: "LedgerCore"),
    .target(name: "LedgerStore", dependencies: ["LedgerCore"]),
    .target(
      name: "LedgerStoreSQLite",
      dependencies: ["LedgerStore", "LedgerCore", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .target(
      name: "LedgerStorePostgres",
      dependencies: [
        "LedgerStore", "LedgerCore", .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .target(
      name: "LedgerShell",
      dependencies: ["TerminalUI", "LineEditor", "LedgerStore", "LedgerCore"]
    ),
    // Ledger-aware views and lookups that several plugins share.
    .target(
      name: "LedgerViews",
      dependencies: ["LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"]
    ),
    .target(
      name: "ProjectsPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Projects"
    ),
    .target(
      name: "BudgetPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Budget"
    ),
    .target(
      name: "TransactionsPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Transactions"
    ),
    .target(
      name: "SpacesPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Spaces"
    ),
    .target(
      name: "AttachmentsPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Attachments"
    ),
    .target(
      name: "SelectionPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Selection"
    ),
    .target(
      name: "DataPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Data"
    ),
    .target(
      name: "ItemsPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Items"
    ),
    .target(
      name: "ReportsPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Reports"
    ),
    .target(
      name: "SettingsPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Settings"
    ),
    .target(
      name: "SearchPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Search"
    ),
    .target(
      name: "TeamPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Team"
    ),
    .target(
      name: "ShortcutsPlugin",
      dependencies: ["LedgerShell", "LineEditor"],
      path: "plugins/Shortcuts"
    ),
    .executableTarget(
      name: "ledgersh",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        "LedgerShell", "LineEditor", "LedgerStoreSQLite", "ProjectsPlugin", "BudgetPlugin",
        "LedgerStorePostgres", "TeamPlugin",
        "TransactionsPlugin", "DataPlugin", "ItemsPlugin",
        "SpacesPlugin", "AttachmentsPlugin", "SelectionPlugin", "ReportsPlugin",
        "SettingsPlugin", "SearchPlugin", "ShortcutsPlugin",
      ]
    ),
    .executableTarget(
      name: "bench-terminalui", dependencies: ["TerminalUI"], path: "Sources/bench-terminalui"),
    // Builds the demo ledger scripts/bench-plugins.sh times commands against.
    .executableTarget(
      name: "bench-plugins",
      dependencies: ["LedgerStoreSQLite", "LedgerStore"],
      path: "Sources/bench-plugins"
    ),
    .executableTarget(
      name: "bench-store", dependencies: ["LedgerStoreSQLite", "LedgerStore", "LedgerCore"]),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"], exclude: ["Golden"]),
    .testTarget(name: "LedgerCoreTests", dependencies: ["LedgerCore"]),
    .testTarget(
      name: "LedgerStoreSQLiteTests",
      dependencies: ["LedgerStoreSQLite", "LedgerStore", "LedgerCore", "LedgerStorePostgres"]
    ),
    .testTarget(name: "LedgerShellTests", dependencies: ["LedgerShell"]),
    .testTarget(
      name: "PluginTests",
      dependencies: [
        "ProjectsPlugin", "BudgetPlugin", "TransactionsPlugin", "DataPlugin", "LedgerShell",
        "LedgerStoreSQLite",
        "ItemsPlugin", "SpacesPlugin", "AttachmentsPlugin", "SelectionPlugin", "ReportsPlugin",
        "SettingsPlugin", "SearchPlugin", "ShortcutsPlugin",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(name: "EndToEndTests", dependencies: [], exclude: ["Transcripts", "PTY"]),
  ],
  swiftLanguageModes: [.v6]
)
