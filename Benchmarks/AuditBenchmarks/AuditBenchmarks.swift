// The audit: a full audit of the built-in palette with its report rendered, the command line
// end to end as a process (on the built-in palette, and on a generated 2,000-file app's code),
// and the all-pairs contrast matrix at 1,000 and 10,000 colors.
import AdaptedSystemUI
import Benchmark
import BenchmarkSupport
import ColorScience
import ContrastAudit
import Foundation

func randomColors(_ count: Int) -> [SRGB] {
    var state: UInt64 = 0x5EED
    func byte() -> UInt8 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return UInt8(truncatingIfNeeded: state >> 56)
    }
    return (0..<count).map { _ in SRGB(red8: byte(), green8: byte(), blue8: byte()) }
}

/// The release build of darkmode-audit: $DARKMODE_AUDIT, or ../.build/release/darkmode-audit.
func auditExecutable() -> String? {
    let candidates = [ProcessInfo.processInfo.environment["DARKMODE_AUDIT"], "../.build/release/darkmode-audit"].compactMap { $0 }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The default job's report on the generated 10,000-color palette, made on first use.
let generatedReport10000: AuditReport = try! AuditJob(palette: .input(GeneratedPalettes.paletteFile(colors: 10_000))).run()

let benchmarks: @Sendable () -> Void = {
    // Rendering a report allocates (strings, arrays); its count is stable, so it is gated
    // with a small tolerance.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 30,
        thresholds: [.mallocCountTotal: .init(relative: [.p90: 2.0], absolute: [.p90: 100])])

    for format in ReportFormat.all {
        Benchmark("audit-adapted-system-ui-\(format.name)-report") { benchmark in
            for _ in benchmark.scaledIterations {
                let report = try! ContrastAuditor().audit(Palette.adaptedSystemUI)
                blackHole(try! format.render(report))
            }
        }
    }
    // The main job as `darkmode-audit` runs it by default: audit, color vision and suggestions.
    // Timed only: what a user waits for.
    Benchmark("audit-job-adapted-system-ui-default", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! MarkdownReportWriter().render(AuditJob().run()))
        }
    }
    // What users wait for: the default job (audit, color vision, suggestions, Markdown) on the
    // built-in palettes, on generated palettes of 1,000 and 10,000 colors (two pairings per
    // color) and on a generated 50,000-token file (its pairs inferred from the names), from
    // the file to the report.
    let wait: [BenchmarkMetric] = [.wallClock, .peakMemoryResident, .mallocCountTotal]
    Benchmark(
        "audit-job-apple-ios13-default",
        configuration: .init(metrics: wait, maxDuration: .seconds(5), maxIterations: 10, thresholds: [.mallocCountTotal: .init(relative: [.p90: 2.0])])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(MarkdownReportWriter().render(try! AuditJob(palette: "apple-ios13").run()))
        }
    }
    let generated = [
        ("generated-1000-colors", try! GeneratedPalettes.paletteFile(colors: 1_000), 8),
        ("generated-10000-colors", try! GeneratedPalettes.paletteFile(colors: 10_000), 3),
        ("generated-50000-tokens", try! GeneratedPalettes.tokenFile(tokens: 50_000), 3),
    ]
    for (name, path, iterations) in generated {
        Benchmark(
            "audit-job-\(name)-default",
            configuration: .init(
                metrics: wait, warmupIterations: 1, maxDuration: .seconds(15), maxIterations: iterations,
                thresholds: [.mallocCountTotal: .init(relative: [.p90: 2.0])])
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(MarkdownReportWriter().render(try! AuditJob(palette: .input(path)).run()))
            }
        }
    }
    // The writers of the large reports, on the 10,000-color palette's report (20,000 pairs,
    // 73,700 failures each with a fix; made once, on first use): JSON (110 MB) and SARIF
    // (128 MB) handed to a sink that counts their bytes, beside Foundation's JSONEncoder
    // encoding the same report whole, as the JSON writer did before it wrote bytes itself, and
    // beside an encoder that keeps nothing: the floor any Codable writer pays (Codable's
    // dispatch and the model's own encode(to:)). MB/s is the bytes over the median.
    let writers: [(String, (AuditReport) throws -> Int)] = [
        ("json-writer", { report in
            var bytes = 0
            try JSONReportWriter().write(report) { bytes += $0.utf8.count }
            return bytes
        }),
        ("sarif-writer", { report in
            var bytes = 0
            try SARIFReportWriter(baseDirectory: "/").write(report) { bytes += $0.utf8.count }
            return bytes
        }),
        ("null-encoder", { report in
            try report.encode(to: NullEncoder())
            return 0
        }),
        ("JSONEncoder-baseline", { report in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(report).count
        }),
    ]
    for (name, write) in writers {
        Benchmark(
            "report-10000-colors-\(name)",
            configuration: .init(metrics: [.wallClock, .peakMemoryResident], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 5)
        ) { benchmark in
            let report = generatedReport10000
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(try! write(report)) }
        }
    }
    Benchmark("audit-apple-ios13-8-cells-markdown-report") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(MarkdownReportWriter().render(try! ContrastAuditor().audit(Palette.appleIOS13)))
        }
    }

    if let executable = auditExecutable() {
        /// Runs the command line once, as a user does, and checks it succeeded.
        func runAudit(_ arguments: [String]) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try! process.run()
            process.waitUntilExit()
            precondition(process.terminationStatus == 0)
        }
        Benchmark("darkmode-audit-end-to-end-process", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 40)) { benchmark in
            for _ in benchmark.scaledIterations { runAudit([]) }
        }
        // The audit of an app's code as a user runs it: a 2,000-file app (1,200 SwiftUI
        // files, 800 UIKit, 40 storyboards) read, its pairs audited, the report written.
        // Files per second is 2,000 over the median.
        let app = try! GeneratedApp.write(files: 2_000)
        Benchmark("darkmode-audit-project-2000-files-process", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(20), maxIterations: 10)) { benchmark in
            for _ in benchmark.scaledIterations { runAudit(["--project", app.path, "--no-suggestions"]) }
        }
        // The two code readers on the same app: 500 UIKit controllers with their model and a
        // badge view drawn in `drawRect:`, in Objective-C (500 `.m` files and their headers,
        // a color category; clang parses each file) and in Swift. Files per second is 500 over
        // the median.
        for objectiveC in [true, false] {
            let app = try! GeneratedApp.write(files: 500, objectiveC: objectiveC)
            Benchmark(
                "darkmode-audit-project-500-\(objectiveC ? "objective-c" : "uikit-swift")-files-process",
                configuration: .init(metrics: [.wallClock], maxDuration: .seconds(20), maxIterations: 10)
            ) { benchmark in
                for _ in benchmark.scaledIterations { runAudit(["--project", app.path, "--no-suggestions"]) }
            }
        }
    } else {
        print("darkmode-audit end to end: skipped; build it first (swift build -c release in the package root)")
    }

    // The streaming form: the pairs below 3:1 (those failing 1.4.11 and large text),
    // generated without an n² table. 30,000 colors would need 1.8 GB as a Float table;
    // 100,000 colors, 5·10⁹ pairs, 20 GB. Memory here is a few arrays of n.
    for count in [1_000, 10_000, 30_000, 100_000] {
        let matrix = ContrastMatrix(luminances: randomColors(count).map(\.relativeLuminance))
        Benchmark(
            "all-pairs-below-3-streaming-\(count)-colors",
            configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(5), maxIterations: count > 20_000 ? 3 : 10)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                var pairs = 0
                for _ in matrix.pairs(below: 3) { pairs += 1 }
                blackHole(pairs)
            }
        }
        Benchmark(
            "all-pairs-count-below-3-\(count)-colors",
            configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 10)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(matrix.countPairs(below: 3))
            }
        }
    }

    for count in [1_000, 3_000, 10_000] {
        let matrix = try! ContrastMatrix(colors: randomColors(count))
        Benchmark(
            "all-pairs-contrast-matrix-\(count)-colors",
            configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: count > 5_000 ? 8 : 30)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(matrix.ratios())
            }
        }
    }
}

