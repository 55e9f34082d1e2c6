// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PerseusDarkMode",
    // The engine (PerseusDarkMode) runs wherever the seed's library did from iOS 13 on; every
    // API the package uses is available on these releases (see the README, "Platforms").
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "ColorScience", targets: ["ColorScience"]),
        .library(name: "PerseusDarkMode", targets: ["PerseusDarkMode"]),
        .library(name: "AdaptedSystemUI", targets: ["AdaptedSystemUI"]),
        .library(name: "ContrastAudit", targets: ["ContrastAudit"]),
        .library(name: "ContrastTesting", targets: ["ContrastTesting"]),
        .executable(name: "darkmode-audit", targets: ["darkmode-audit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Lock-free atomics on every supported release (Synchronization.Atomic needs iOS 18).
        .package(url: "https://github.com/apple/swift-atomics", from: "1.2.0"),
    ],
    targets: [
        // Little CMS 2 (Debian: liblcms2-dev). Only ColorScience imports it, with `internal import`.
        .systemLibrary(
            name: "CLittleCMS",
            pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]
        ),
        // Internal: a lock ThreadSanitizer can see (see its README). No stable API.
        .target(name: "_PerseusLocking", exclude: ["README.md"]),
        .target(
            name: "ColorScience",
            dependencies: ["CLittleCMS", "_PerseusLocking"]
        ),
        // The seed's engine: user choice, system style, decision table, observers, persistence.
        .target(name: "PerseusDarkMode", dependencies: ["_PerseusLocking", .product(name: "Atomics", package: "swift-atomics")]),
        // Adaptive values and colors, the seed's palette, Apple's versioned palettes.
        .target(name: "AdaptedSystemUI", dependencies: ["ColorScience", "PerseusDarkMode"]),
        // The analysis: pairs, WCAG findings per appearance cell, light/dark ΔE, reports.
        .target(
            name: "ContrastAudit",
            dependencies: ["AdaptedSystemUI", "ColorScience", "_PerseusLocking", .product(name: "Yams", package: "Yams")],
            exclude: ["Loading/palette.schema.json", "Reports/report.schema.json", "Examples"]
        ),
        // Contrast assertions for client test suites (XCTest and Swift Testing). Only this
        // product links the test frameworks.
        .target(name: "ContrastTesting", dependencies: ["ContrastAudit", "AdaptedSystemUI", "ColorScience"]),
        .executableTarget(
            name: "darkmode-audit",
            dependencies: [
                "ColorScience",
                "AdaptedSystemUI",
                "ContrastAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ColorScienceTests",
            // CLittleCMS is imported here only as a test oracle (cmsDeltaE, cmsCIE2000DeltaE, …).
            dependencies: ["ColorScience", "CLittleCMS"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PerseusDarkModeTests",
            dependencies: ["PerseusDarkMode", .product(name: "Atomics", package: "swift-atomics")]
        ),
        .testTarget(
            name: "AdaptedSystemUITests",
            dependencies: ["AdaptedSystemUI"],
            exclude: ["Fixtures/extract_seed_tables.py"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ContrastAuditTests",
            dependencies: ["ContrastAudit", "AdaptedSystemUI", "ColorScience"],
            resources: [.copy("Golden"), .copy("Fixtures")]
        ),
        .testTarget(
            name: "ContrastTestingTests",
            dependencies: ["ContrastTesting", "ContrastAudit", "AdaptedSystemUI", "ColorScience"]
        ),
        // Uses the ContrastTesting product the way a client's test suite would.
        .testTarget(
            name: "ContrastTestingExampleTests",
            dependencies: ["ContrastTesting", "AdaptedSystemUI", "ColorScience"]
        ),
        .testTarget(
            name: "DarkModeAuditCLITests",
            dependencies: ["darkmode-audit"]
        ),
    ]
)
