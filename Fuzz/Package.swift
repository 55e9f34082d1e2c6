// swift-tools-version: 6.1
// libFuzzer targets for every parser that reads user input. They live in their own package so
// that the library's users never build them. Build and run them all with `./run.sh SECONDS`
// (see README.md); the flags below only make sense in a fuzzer build.
import PackageDescription

/// Each fuzz target defines `LLVMFuzzerTestOneInput` and no `main` (libFuzzer brings its own).
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + dependencies,
        path: "Targets/\(name)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
}

/// The main package: `../`. A checkout in a directory named `fuzz` would give it the identity
/// of this package (SwiftPM derives both from directory names and refuses the clash); `run.sh`
/// then points `PERSEUS_DARKMODE_PATH` at a link to the checkout with another name.
let mainPackagePath = Context.environment["PERSEUS_DARKMODE_PATH"] ?? "../"

let package = Package(
    name: "PerseusDarkModeFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named explicitly: a path dependency is otherwise known by its directory name.
        .package(name: "PerseusDarkMode", path: mainPackagePath),
    ],
    targets: [
        // The properties every target checks: errors, colors, palettes; the scratch files.
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "ColorScience", package: "PerseusDarkMode"),
                .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),
                .product(name: "ContrastAudit", package: "PerseusDarkMode"),
            ],
            path: "Support"
        ),
        fuzzTarget("color-text", [.product(name: "ColorScience", package: "PerseusDarkMode")]),
        fuzzTarget("lab-text", [.product(name: "ColorScience", package: "PerseusDarkMode")]),
        fuzzTarget("palette-json", [.product(name: "ContrastAudit", package: "PerseusDarkMode")]),
        fuzzTarget("asset-catalog", [.product(name: "ContrastAudit", package: "PerseusDarkMode")]),
        fuzzTarget("design-tokens", [.product(name: "ContrastAudit", package: "PerseusDarkMode")]),
        fuzzTarget("token-resolver", [.product(name: "ContrastAudit", package: "PerseusDarkMode")]),
        fuzzTarget("android-resources", [.product(name: "ContrastAudit", package: "PerseusDarkMode")]),
        fuzzTarget(
            "objective-c-source",
            [
                .product(name: "SourcePairs", package: "PerseusDarkMode"),
                .product(name: "ContrastAudit", package: "PerseusDarkMode"),
            ]),
        fuzzTarget(
            "css-custom-properties",
            [
                .product(name: "ContrastAudit", package: "PerseusDarkMode"),
                .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),
            ]),
        fuzzTarget(
            "design-tool-exports",
            [
                .product(name: "ContrastAudit", package: "PerseusDarkMode"),
                .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),
            ]),
        fuzzTarget(
            "rules-json",
            [
                .product(name: "ContrastAudit", package: "PerseusDarkMode"),
                .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),
            ]),
        fuzzTarget(
            "rules-yaml",
            [
                .product(name: "ContrastAudit", package: "PerseusDarkMode"),
                .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),
            ]),
    ]
)
