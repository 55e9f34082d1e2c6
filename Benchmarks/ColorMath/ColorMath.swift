// Color math against its baselines in the same run: WCAG contrast against a straightforward
// C-style implementation that calls pow per channel; CIEDE2000 against Little CMS's
// cmsCIE2000DeltaE; the library's Little CMS wrapper against cmsDoTransform called directly.
import Benchmark
import CLCMSBaseline
import ColorScience
import Foundation
import BenchmarkSupport

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 200,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
    )

    // Palette-like inputs: 8-bit colors, 1024 of each, indexed cyclically.
    let foregrounds = Inputs.colors(1024, seed: 1)
    let backgrounds = Inputs.colors(1024, seed: 2)
    let translucent = Inputs.colors(1024, seed: 3, alpha: 0.6)
    func tuple(_ c: SRGB) -> (Double, Double, Double, Double) { (c.red, c.green, c.blue, c.alpha) }
    let foregroundTuples = foregrounds.map(tuple), translucentTuples = translucent.map(tuple)
    let backgroundTuples = backgrounds.map { ($0.red, $0.green, $0.blue) }

    // The two implementations must agree before their speed means anything.
    for index in 0..<1024 {
        let ours = try! WCAG.contrastRatio(of: translucent[index], over: backgrounds[index])
        let theirs = baselineContrast(translucentTuples[index], backgroundTuples[index])
        precondition(abs(ours - theirs) <= 1e-12 * theirs, "contrast disagrees at \(index): \(ours) vs \(theirs)")
    }

    Benchmark("contrast-of-two-opaque-SRGB") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(try? WCAG.contrastRatio(of: foregrounds[index & 1023], over: backgrounds[index & 1023]))
        }
    }
    Benchmark("contrast-of-two-opaque-colors-pow-per-channel-baseline") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(baselineContrast(foregroundTuples[index & 1023], backgroundTuples[index & 1023]))
        }
    }
    Benchmark("contrast-of-translucent-over-opaque-SRGB") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(try? WCAG.contrastRatio(of: translucent[index & 1023], over: backgrounds[index & 1023]))
        }
    }
    Benchmark("contrast-of-translucent-over-opaque-pow-per-channel-baseline") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(baselineContrast(translucentTuples[index & 1023], backgroundTuples[index & 1023]))
        }
    }

    let foregroundLuminances = foregrounds.map(\.relativeLuminance)
    let backgroundLuminances = backgrounds.map(\.relativeLuminance)
    Benchmark("contrast-from-luminance-computed-once", configuration: .init(scalingFactor: .mega)) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(WCAG.contrastRatio(luminance: foregroundLuminances[index & 1023], backgroundLuminances[index & 1023]))
        }
    }

    // CIEDE2000: results equal to 1e-9 first.
    let firsts = Inputs.labs(1024, seed: 4), seconds = Inputs.labs(1024, seed: 5)
    var cmsFirsts = firsts.map { cmsCIELab(L: $0.l, a: $0.a, b: $0.b) }
    var cmsSeconds = seconds.map { cmsCIELab(L: $0.l, a: $0.a, b: $0.b) }
    for index in 0..<1024 {
        let ours = DeltaE2000.difference(firsts[index], seconds[index])
        let theirs = cmsCIE2000DeltaE(&cmsFirsts[index], &cmsSeconds[index], 1, 1, 1)
        precondition(abs(ours - theirs) <= 1e-9, "ΔE2000 disagrees at \(index): \(ours) vs \(theirs)")
    }
    Benchmark("CIEDE2000-Swift") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(DeltaE2000.difference(firsts[index & 1023], seconds[index & 1023]))
        }
    }
    Benchmark("CIEDE2000-cmsCIE2000DeltaE-baseline") { benchmark in
        var a = cmsFirsts, b = cmsSeconds
        for index in benchmark.scaledIterations {
            blackHole(cmsCIE2000DeltaE(&a[index & 1023], &b[index & 1023], 1, 1, 1))
        }
    }

    // sRGB → Lab, a batch of 100,000, through the wrapper and straight through Little CMS.
    let batch = Inputs.colors(100_000, seed: 6)
    let converter = try! LabConverter.shared()
    let batchConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 60,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    Benchmark("sRGB-to-Lab-batch-100000-LabConverter", configuration: batchConfiguration) { benchmark in
        var output = [LabD50](repeating: LabD50(l: 0, a: 0, b: 0), count: batch.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            batch.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { converter.convert(input, into: $0) }
            }
            blackHole(output)
        }
        benchmark.stopMeasurement()
    }
    let rgb = batch.flatMap { [$0.red, $0.green, $0.blue] }
    let source = cmsCreate_sRGBProfile(), destination = cmsCreateLab4Profile(nil)
    let transform = cmsCreateTransform(
        source, CLCMSBaseline_TYPE_RGB_DBL, destination, CLCMSBaseline_TYPE_Lab_DBL,
        cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), cmsUInt32Number(cmsFLAGS_NOCACHE))
    Benchmark("sRGB-to-Lab-batch-100000-cmsDoTransform-baseline", configuration: batchConfiguration) { benchmark in
        var output = [Double](repeating: 0, count: rgb.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            rgb.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { cmsDoTransform(transform, input.baseAddress, $0.baseAddress, 100_000) }
            }
            blackHole(output)
        }
        benchmark.stopMeasurement()
    }
}
