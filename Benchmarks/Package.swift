// swift-tools-version: 6.1
// The benchmarks live in their own package so that the library's users never build the
// harness. Run from this directory: swift package benchmark --no-progress
import PackageDescription

let package = Package(
    name: "PerseusDarkModeBenchmarks",
    platforms: [.macOS(.v15)],
    // For InstructionCounts/, a package of its own (the benchmark plugin would run any
    // executable target here as a benchmark).
    products: [.library(name: "BenchmarkSupport", targets: ["BenchmarkSupport"])],
    dependencies: [
        // Named explicitly: a path dependency is otherwise known by its directory name.
        .package(name: "PerseusDarkMode", path: "../"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Little CMS called directly, as the baseline the wrapper is measured against.
        .systemLibrary(name: "CLCMSBaseline", path: "CLCMSBaseline", pkgConfig: "lcms2"),
        .executableTarget(
            name: "ColorResolution",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),
                .product(name: "PerseusDarkMode", package: "PerseusDarkMode"),
                .product(name: "ColorScience", package: "PerseusDarkMode"),
            ],
            path: "ColorResolution",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Baselines and seeded inputs shared by ColorMath and InstructionCounts.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "ColorScience", package: "PerseusDarkMode"), "CLCMSBaseline"],
            path: "BenchmarkSupport"
        ),
        .executableTarget(
            name: "ColorMath",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ColorScience", package: "PerseusDarkMode"),
                "CLCMSBaseline", "BenchmarkSupport",
            ],
            path: "ColorMath",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AuditBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "ContrastAudit", package: "PerseusDarkMode"),
                .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),
                .product(name: "ColorScience", package: "PerseusDarkMode"),
            ],
            path: "AuditBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
