// swift-tools-version:6.0
import PackageDescription

/// What a plugin over the ledger builds on.
let ledgerPlugin: [Target.Dependency] = [
  "LedgerViews", "LedgerShell", "LedgerStore", "LedgerCore", "TerminalUI",
]

/// The built-in plugins, each with what it builds on.
///
/// The folder plugins/NAME is the library target NAMEPlugin. A new one is its folder, a line
/// here and its line in Sources/BuiltinPlugins/BuiltinPlugins.swift (which orders the plugins
/// for help); a test fails while a folder is missing from that list.
let builtinPlugins: [(name: String, dependencies: [Target.Dependency])] = [
  ("Projects", ledgerPlugin),
  ("Budget", ledgerPlugin),
  ("Transactions", ledgerPlugin),
  ("Items", ledgerPlugin),
  ("Spaces", ledgerPlugin),
  ("Attachments", ledgerPlugin + ["TerminalImages", "FilePaths", "LedgerData"]),
  ("Selection", ledgerPlugin),
  ("Reports", ledgerPlugin + ["ReportPages", "TerminalImages", "LedgerData", "FilePaths"]),
  ("Settings", ledgerPlugin + ["FilePaths"]),
  ("Search", ledgerPlugin),
  ("Shortcuts", ["LedgerShell", "LineEditor"]),
  ("Data", ledgerPlugin + ["FilePaths", "LedgerData", "StatementImport"]),
  ("Team", ledgerPlugin),
]
let builtinPluginTargets: [Target.Dependency] = builtinPlugins.map {
  .target(name: "\($0.name)Plugin")
}

let package = Package(
  name: "ledgersh",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "ledgersh", targets: ["ledgersh"]),
    .library(name: "LedgerPluginKit", targets: ["LedgerPluginKit"]),
    // For the benchmarks, a package of their own (Tests/Benchmarks), so that building and
    // testing ledgersh never compiles them.
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "TerminalImages", targets: ["TerminalImages"]),
    .library(name: "LedgerCore", targets: ["LedgerCore"]),
    .library(name: "LedgerStore", targets: ["LedgerStore"]),
    .library(name: "LedgerData", targets: ["LedgerData"]),
    .library(name: "LedgerStoreSQLite", targets: ["LedgerStoreSQLite"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    // SHA-256 of attached files (postgres-nio already builds it).
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    // Property tests (generators, shrinking) in Swift Testing, for the tests only.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
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
    // libpng, libjpeg-turbo, libwebp and libheif decode attached pictures; libjpeg-turbo
    // and libpng also encode the small pictures a report page carries (CImageEncoders.h).
    .systemLibrary(
      name: "CImageDecoders",
      providers: [.apt(["libpng-dev", "libjpeg62-turbo-dev", "libwebp-dev", "libheif-dev"])]
    ),
    .target(name: "TerminalImages", dependencies: ["CChafa", "CImageDecoders"]),
    // The pages `report budget` and `report ffe` write as HTML: one self-contained file,
    // laid out from text the ledger formatted. Pure (no ledger, no Foundation).
    .target(name: "ReportPages"),
    .target(name: "TerminalUI"),
    // A day on the calendar, for the ledger model and the shell engine's `.date` values.
    .target(name: "CalendarDays", dependencies: ["TextOutput"]),
    // Escaped and quoted text, CSV and TSV fields, a failed write: for exports and the engine.
    .target(name: "TextOutput"),
    .target(name: "LedgerCore", dependencies: ["CalendarDays", "TextOutput"]),
    .target(
      name: "LedgerStore",
      dependencies: [
        "LedgerCore", "FilePaths", "TextOutput",
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    // What is done with a whole ledger over any Store: import, export, the demo ledger.
    .target(
      name: "LedgerData", dependencies: ["LedgerStore", "LedgerCore", "FilePaths", "TextOutput"]),
    // Bank and card statements read: CSV as banks write it, OFX, hledger-style rules.
    // Pure (no store), so that a fuzz target links it alone.
    .target(name: "StatementImport", dependencies: ["CalendarDays"]),
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
        "TerminalUI", "LineEditor", "CalendarDays", "TextOutput", "FilePaths", "JSONText",
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
        "LedgerShell", "LedgerViews", "LedgerStore", "LedgerCore", "TerminalUI", "FilePaths",
        "CProcessControl", "JSONText",
      ]),
    // The other side: what a plugin written in Swift builds on. Foundation only, so that a
    // plugin builds in seconds and never pulls in the store.
    .target(name: "LedgerPluginKit", dependencies: ["JSONText"]),
    .executableTarget(
      name: "ledgersh-shares", dependencies: ["LedgerPluginKit"], path: "plugins/examples/Shares"),
    // The one list of built-in plugins, for the executable, the tests and the fuzz target.
    .target(name: "BuiltinPlugins", dependencies: ["LedgerShell"] + builtinPluginTargets),
    // What the ledgersh program does below its command line: opening the ledger, wiring
    // the plugins into a shell and running it, and `ledgersh copy`.
    .target(
      name: "LedgerApp",
      dependencies: [
        "LedgerShell", "LedgerViews", "LineEditor", "LedgerStore", "LedgerCore",
        "LedgerStoreSQLite", "LedgerStorePostgres", "BuiltinPlugins", "ShortcutsPlugin",
        "SettingsPlugin", "PluginHost", "FilePaths", "TerminalUI",
      ]),
    // The command line, parsed with swift-argument-parser, handed to LedgerApp.
    .executableTarget(
      name: "ledgersh",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        "LedgerApp", "LedgerShell",
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
    // Test helpers shared by every test target: golden files, temporary folders.
    .target(name: "LedgerTestSupport", path: "Tests/LedgerTestSupport"),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "LedgerTestSupport"]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "LedgerTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Golden"]),
    .testTarget(name: "LedgerCoreTests", dependencies: ["LedgerCore"]),
    .testTarget(name: "ReportPagesTests", dependencies: ["ReportPages"]),
    .testTarget(name: "FilePathsTests", dependencies: ["FilePaths"]),
    .testTarget(
      name: "StatementImportTests",
      dependencies: [
        "StatementImport", "CalendarDays",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "JSONTextTests", dependencies: ["JSONText"]),
    // Fresh ledgers on each backend for the store and plugin tests: SQLite in memory and in
    // a file, and PostgreSQL when LEDGERSH_PG_TEST_URL names a test server.
    .target(
      name: "LedgerStoreTestSupport",
      dependencies: [
        "LedgerStore", "LedgerCore", "LedgerStoreSQLite", "LedgerStorePostgres",
        "LedgerTestSupport",
      ],
      path: "Tests/LedgerStoreTestSupport"),
    // The store contract: every test runs on each backend of LedgerStoreTestSupport.
    .testTarget(
      name: "LedgerStoreTests",
      dependencies: [
        "LedgerStore", "LedgerData", "LedgerCore", "LedgerStoreTestSupport",
        "LedgerTestSupport",
      ]
    ),
    // What only SQLite has: its file, migrations, triggers, authorizer and row helpers.
    .testTarget(
      name: "LedgerStoreSQLiteTests",
      dependencies: [
        "LedgerStoreSQLite", "LedgerStore", "LedgerData", "LedgerSQL", "LedgerCore",
        "LedgerStoreTestSupport",
        "LedgerTestSupport", "CSQLiteAuthorizer",
      ]
    ),
    // What only PostgreSQL has: roles, grants, notifications, trigram search, copying.
    .testTarget(
      name: "LedgerStorePostgresTests",
      dependencies: [
        "LedgerStorePostgres", "LedgerStoreSQLite", "LedgerStore", "LedgerData", "LedgerCore",
        "LedgerStoreTestSupport", "LedgerTestSupport",
      ]
    ),
    .testTarget(
      name: "LedgerShellTests", dependencies: ["LedgerShell", "LedgerStore", "LedgerData"]),
    .testTarget(
      name: "TerminalImagesTests", dependencies: ["TerminalImages", "CChafa", "CChafaABI"]),
    .testTarget(name: "PluginHostTests", dependencies: ["PluginHost", "LedgerShell"]),
    .testTarget(name: "LedgerPluginKitTests", dependencies: ["LedgerPluginKit"]),
    .testTarget(
      name: "PluginTests",
      dependencies: [
        "BuiltinPlugins", "LedgerShell", "LedgerViews", "LedgerStoreSQLite", "TerminalImages",
        "LedgerTestSupport", "LedgerStoreTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ] + builtinPluginTargets,
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "EndToEndTests", dependencies: ["LedgerTestSupport"],
      exclude: ["Transcripts", "PTY", "Faults", "harness", "Browser"]),
  ],
  swiftLanguageModes: [.v6]
)

package.targets += builtinPlugins.map {
  .target(name: "\($0.name)Plugin", dependencies: $0.dependencies, path: "plugins/\($0.name)")
}

// libFuzzer targets (Tests/Fuzz/TARGET, seeds in Tests/Fuzz/corpus/TARGET), declared only
// when scripts/fuzz.sh builds them with -sanitize=fuzzer,address (LEDGERSH_FUZZ=1): a plain
// `swift build` never sees them.
if Context.environment["LEDGERSH_FUZZ"] != nil {
  let fuzzTargets: [(String, [Target.Dependency])] = [
    ("FuzzTokenizer", ["LedgerShell"]),
    ("FuzzAmount", ["LedgerCore"]),
    ("FuzzWidth", ["TerminalUI"]),
    ("FuzzCSVImport", ["LedgerStoreSQLite", "LedgerStore", "LedgerData", "LedgerCore"]),
    ("FuzzJSONImport", ["LedgerStoreSQLite", "LedgerStore", "LedgerData", "LedgerCore"]),
    (
      "FuzzCommandLine",
      [
        "LedgerShell", "LedgerViews", "LedgerStore", "LedgerStoreSQLite", "LedgerSQL",
        "BuiltinPlugins",
      ]
    ),
    ("FuzzPluginProtocol", ["PluginHost", "LedgerShell"]),
    ("FuzzPluginPeer", ["PluginHost", "LedgerShell"]),
    ("FuzzStatementRules", ["StatementImport"]),
    ("FuzzOFX", ["StatementImport"]),
    ("FuzzArchiveImport", ["LedgerStoreSQLite", "LedgerStore", "LedgerData", "LedgerCore"]),
  ]
  package.targets.append(.target(name: "CFuzzDriver", path: "Tests/Fuzz/CFuzzDriver"))
  for (name, dependencies) in fuzzTargets {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: dependencies + ["CFuzzDriver"], path: "Tests/Fuzz/\(name)"))
  }
}
