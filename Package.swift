// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ledgersh",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "ledgersh", targets: ["ledgersh"]),
    .library(name: "LedgerPluginKit", targets: ["LedgerPluginKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    // SHA-256 of attached files (postgres-nio already builds it).
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
  ],
  targets: [
    // C shims over libedit's variadic API, which Swift cannot call directly.
    // Opened with dlopen when a session starts (see CLibedit.h): only its header is needed.
    .systemLibrary(
      name: "CLibedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    // Paths taken apart as text (Foundation's deletingLastPathComponent traps on some).
    .target(name: "FilePaths"),
    // The one JSON string escaper and JSON reader, shared by the shell, the plugin host and
    // the Swift plugin kit.
    .target(name: "JSONText"),
    .target(name: "LineEditor", dependencies: ["CLibedit", "FilePaths"]),
    // libchafa draws pixels as kitty, iTerm2 or sixel graphics, or Unicode symbols.
    // Opened with dlopen on first use, so its own declarations need no chafa headers.
    .systemLibrary(
      name: "CChafa",
      providers: [.apt(["libchafa0"]), .brew(["chafa"])]
    ),
    // chafa's own header, for the test that checks CChafa's copy of its ABI values.
    .systemLibrary(
      name: "CChafaABI",
      path: "Tests/CChafaABI",
      pkgConfig: "chafa",
      providers: [.apt(["libchafa-dev", "libglib2.0-dev"]), .brew(["chafa"])]
    ),
    // libpng, libjpeg-turbo, libwebp and libheif decode attached pictures.
    .systemLibrary(
      name: "CImageDecoders",
      providers: [.apt(["libpng-dev", "libjpeg62-turbo-dev", "libwebp-dev", "libheif-dev"])]
    ),
    .target(name: "TerminalImages", dependencies: ["CChafa", "CImageDecoders"]),
    .target(name: "TerminalUI"),
    .target(name: "LedgerCore"),
    .target(
      name: "LedgerStore",
      dependencies: [
        "LedgerCore", "FilePaths", .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    // The ledger's SQL, written once for SQLite and PostgreSQL over a small dialect.
    .target(name: "LedgerSQL", dependencies: ["LedgerStore", "LedgerCore"]),
    // Answers SQLite's per-column read checks in front of GRDB's authorizer (authorizer.c).
    .target(name: "CSQLiteAuthorizer", linkerSettings: [.linkedLibrary("sqlite3")]),
    .target(
      name: "LedgerStoreSQLite",
      dependencies: [
        "LedgerStore", "LedgerSQL", "LedgerCore", "FilePaths", "CSQLiteAuthorizer",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .target(
      name: "LedgerStorePostgres",
      dependencies: [
        "LedgerStore", "LedgerSQL", "LedgerCore",
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .target(
      name: "LedgerShell",
      dependencies: [
        "TerminalUI", "LineEditor", "LedgerStore", "LedgerCore", "FilePaths", "JSONText",
      ]
    ),
    // Ledger-aware views and lookups that several plugins share.
    .target(
      name: "LedgerViews",
      dependencies: [
        "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI", "TerminalImages", "FilePaths",
      ]
    ),
    // prctl, which Swift cannot call (it is variadic), to adopt plugins' orphaned descendants.
    .target(name: "CProcessControl"),
    // External plugins: ledgersh-NAME programs speaking protocol 1 over stdio.
    .target(
      name: "PluginHost",
      dependencies: [
        "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI", "FilePaths", "CProcessControl",
        "JSONText",
      ]),
    // The other side: what a plugin written in Swift builds on. Foundation only, so that a
    // plugin builds in seconds and never pulls in the store.
    .target(name: "LedgerPluginKit", dependencies: ["JSONText"]),
    .executableTarget(
      name: "ledgersh-shares", dependencies: ["LedgerPluginKit"], path: "plugins/examples/Shares"),
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
      dependencies: [
        "LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI", "TerminalImages",
        "FilePaths",
      ],
      path: "plugins/Attachments"
    ),
    .target(
      name: "SelectionPlugin",
      dependencies: ["LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI"],
      path: "plugins/Selection"
    ),
    .target(
      name: "DataPlugin",
      dependencies: [
        "LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI", "FilePaths",
      ],
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
      dependencies: [
        "LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI", "FilePaths",
      ],
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
        "PluginHost", "FilePaths",
      ],
      // Release builds link with GNU ld and packed relative relocations (DT_RELR, glibc
      // 2.36): the static binary's 131,000 relative relocations shrink from a 2.9 MB table,
      // which every start read, to 25 KB; gold cannot pack them. -c version starts about
      // a fifth faster.
      linkerSettings: [
        .unsafeFlags(
          ["-use-ld=bfd", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
          .when(platforms: [.linux], configuration: .release))
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
    // The pass-through plugin in Swift that scripts/bench-plugins.sh times.
    .executableTarget(name: "bench-plugin-swift", dependencies: ["LedgerPluginKit"]),
    .executableTarget(name: "bench-images", dependencies: ["TerminalImages"]),
    .executableTarget(
      name: "bench-store", dependencies: ["LedgerStoreSQLite", "LedgerStore", "LedgerCore"]),
    // Test helpers shared by every test target: golden files, temporary folders.
    .target(name: "LedgerTestSupport", path: "Tests/LedgerTestSupport"),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "LedgerTestSupport"]),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "LedgerTestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "LedgerCoreTests", dependencies: ["LedgerCore"]),
    .testTarget(name: "FilePathsTests", dependencies: ["FilePaths"]),
    .testTarget(name: "JSONTextTests", dependencies: ["JSONText"]),
    .testTarget(
      name: "LedgerStoreSQLiteTests",
      dependencies: [
        "LedgerStoreSQLite", "LedgerStore", "LedgerSQL", "LedgerCore", "LedgerStorePostgres",
        "LedgerTestSupport", "CSQLiteAuthorizer",
      ]
    ),
    .testTarget(name: "LedgerShellTests", dependencies: ["LedgerShell"]),
    .testTarget(
      name: "TerminalImagesTests", dependencies: ["TerminalImages", "CChafa", "CChafaABI"]),
    .testTarget(name: "PluginHostTests", dependencies: ["PluginHost", "LedgerShell"]),
    .testTarget(name: "LedgerPluginKitTests", dependencies: ["LedgerPluginKit"]),
    .testTarget(
      name: "PluginTests",
      dependencies: [
        "ProjectsPlugin", "BudgetPlugin", "TransactionsPlugin", "DataPlugin", "LedgerShell",
        "LedgerStoreSQLite",
        "ItemsPlugin", "SpacesPlugin", "AttachmentsPlugin", "SelectionPlugin", "ReportsPlugin",
        "SettingsPlugin", "SearchPlugin", "ShortcutsPlugin",
        "TerminalImages", "LedgerTestSupport",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "EndToEndTests", dependencies: ["LedgerTestSupport"],
      exclude: ["Transcripts", "PTY", "Faults"]),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer targets (Tests/Fuzz/TARGET, seeds in Tests/Fuzz/corpus/TARGET), declared only
// when scripts/fuzz.sh builds them with -sanitize=fuzzer,address (LEDGERSH_FUZZ=1): a plain
// `swift build` never sees them.
if Context.environment["LEDGERSH_FUZZ"] != nil {
  let plugins: [Target.Dependency] = [
    "ProjectsPlugin", "BudgetPlugin", "TransactionsPlugin", "DataPlugin", "ItemsPlugin",
    "SpacesPlugin", "AttachmentsPlugin", "SelectionPlugin", "ReportsPlugin", "SettingsPlugin",
    "SearchPlugin", "ShortcutsPlugin",
  ]
  let fuzzTargets: [(String, [Target.Dependency])] = [
    ("FuzzTokenizer", ["LedgerShell"]),
    ("FuzzAmount", ["LedgerCore"]),
    ("FuzzWidth", ["TerminalUI"]),
    ("FuzzCSVImport", ["LedgerStoreSQLite", "LedgerStore", "LedgerCore"]),
    ("FuzzJSONImport", ["LedgerStoreSQLite", "LedgerStore", "LedgerCore"]),
    ("FuzzCommandLine", ["LedgerShell", "LedgerStore", "LedgerStoreSQLite"] + plugins),
    ("FuzzPluginProtocol", ["PluginHost", "LedgerShell"]),
    ("FuzzPluginPeer", ["PluginHost", "LedgerShell"]),
  ]
  package.targets.append(.target(name: "CFuzzDriver", path: "Tests/Fuzz/CFuzzDriver"))
  for (name, dependencies) in fuzzTargets {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: dependencies + ["CFuzzDriver"], path: "Tests/Fuzz/\(name)"))
  }
}
