internal import CLittleCMS

/// CIELAB (D50) of 8-bit sRGB colors, for searches that measure hundreds of them: Little CMS's
/// own sRGB → XYZ (D50) conversion of each channel's 256 values, summed, then XYZ → Lab as
/// Little CMS's `cmsXYZ2Lab` computes it against its D50 white.
///
/// The sRGB profile is a matrix-shaper: XYZ is a matrix times the three linearized channels,
/// and the curve maps 0 to 0, so a color's XYZ is the sum of its three channels' XYZ alone.
/// The tables hold what Little CMS gives for those 768 single-channel colors (one transform,
/// made and released here); a color's Lab then costs three additions and the CIELAB formula
/// (CIE 15:2018, eq. 8.1–8.3) instead of a pass through the float pipeline. The formula is
/// `cmsXYZ2Lab`'s — its white, its linear segment below (24/116)³ — with the cube root taken
/// by Newton's method (``cubeRoot(_:)``) where `cmsXYZ2Lab` calls `pow(t, 1/3)`: those three
/// calls were the largest single cost of a search. A test checks the two against each other
/// on random XYZ (within 1e-11), and the result against ``LabConverter`` (about 1e-5: Little
/// CMS evaluates its pipeline in 32-bit floats, the sum here is in doubles) on every channel
/// value and random colors. Searches use it to rank candidates; what they report is measured
/// by ``LabConverter``.
struct EightBitLab: @unchecked Sendable {
    /// XYZ of each channel's values: `[(channel · 256 + value) · 3 + component]`. Written once
    /// before the value is shared, read only after; the process's one table is never freed.
    private let xyz: UnsafePointer<Double>

    private static let sharedTables = Result { () throws(LittleCMSError) in try EightBitLab() }

    /// The tables of the process, made on first use.
    static func shared() throws(LittleCMSError) -> EightBitLab { try sharedTables.get() }

    init() throws(LittleCMSError) {
        let context = try LittleCMSContext()
        let source = try LittleCMSProfile.sRGB(in: context)
        let destination = try LittleCMSProfile.pcsXYZ(in: context)
        let transform = try context.check("cmsCreateTransformTHR") { context in
            cmsCreateTransformTHR(
                context, source.handle, CLittleCMS_TYPE_RGB_DBL, destination.handle, CLittleCMS_TYPE_XYZ_DBL,
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), cmsUInt32Number(cmsFLAGS_NOCACHE))
        }
        defer { cmsDeleteTransform(transform) }
        var input = [Double](repeating: 0, count: 768 * 3)
        for channel in 0..<3 {
            for value in 0...255 {
                input[(channel * 256 + value) * 3 + channel] = Double(value) / 255
            }
        }
        let output = UnsafeMutablePointer<Double>.allocate(capacity: 768 * 3)
        output.initialize(repeating: 0, count: 768 * 3)
        input.withUnsafeBufferPointer { input in
            cmsDoTransform(transform, input.baseAddress, output, 768)
        }
        xyz = UnsafePointer(output)
    }

    /// The relative luminance Y (D50, white Y = 1) of full red, green and blue: the weights of
    /// the PCS's Y, which Lab's L* follows.
    var luminanceWeights: (red: Double, green: Double, blue: Double) {
        (xyz[(0 * 256 + 255) * 3 + 1], xyz[(1 * 256 + 255) * 3 + 1], xyz[(2 * 256 + 255) * 3 + 1])
    }

    /// The Lab of the color with these 8-bit components.
    func lab(_ red: Int, _ green: Int, _ blue: Int) -> LabD50 {
        lab(red, green, blue, channel: 1, towards: green, fraction: 0)
    }

    /// The Lab of a color whose `channel` (0 red, 1 green, 2 blue) lies `fraction` of the way,
    /// in linear light, from its value here to `towards` (what the search reads as the exact
    /// boundary of a column): XYZ is linear in the linearized channels, so that channel's XYZ
    /// is interpolated between the two values' own.
    func lab(_ red: Int, _ green: Int, _ blue: Int, channel: Int, towards other: Int, fraction: Double) -> LabD50 {
        let table = xyz
        let r = red * 3, g = (256 + green) * 3, b = (512 + blue) * 3
        let from = channel == 0 ? r : channel == 1 ? g : b
        let to = (channel * 256 + other) * 3
        func component(_ index: Int) -> Double {
            let shift = (table[to + index] - table[from + index]) * fraction
            let x = table[r + index] + (channel == 0 ? shift : 0)
            let y = table[g + index] + (channel == 1 ? shift : 0)
            let z = table[b + index] + (channel == 2 ? shift : 0)
            return x + y + z
        }
        return Self.lab(x: component(0), y: component(1), z: component(2))
    }

    /// Little CMS's D50 white (`cmsD50_XYZ`), which `cmsXYZ2Lab` is given.
    private static let white = { () -> (x: Double, y: Double, z: Double) in
        let white = cmsD50_XYZ().pointee
        return (white.X, white.Y, white.Z)
    }()

    /// XYZ (D50) to Lab: `cmsXYZ2Lab` against the D50 white, with ``cubeRoot(_:)``.
    static func lab(x: Double, y: Double, z: Double) -> LabD50 {
        let white = Self.white
        let fx = f(x / white.x), fy = f(y / white.y), fz = f(z / white.z)
        return LabD50(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIELAB's f(t) of a tristimulus value relative to the white's: the cube root, and below
    /// (24/116)³ the linear segment that meets it there.
    static func f(_ t: Double) -> Double {
        t <= 24.0 / 116 * (24.0 / 116) * (24.0 / 116) ? 841.0 / 108 * t + 16.0 / 116 : cubeRoot(t)
    }

    /// The cube root of a positive normal `t`: a first guess from its bits (the exponent
    /// divided by three, within about 4 %), then four of Newton's steps, each of which squares
    /// the relative error (4e-2, 2e-3, 3e-6, 1e-11, below a unit in the last place).
    @inline(__always)
    static func cubeRoot(_ t: Double) -> Double {
        var y = Double(bitPattern: t.bitPattern / 3 &+ 0x2A9F_7893_782D_A1CE)
        for _ in 0..<4 { y -= (y * y * y - t) / (3 * y * y) }
        return y
    }

    /// Little CMS's own `cmsXYZ2Lab` against the D50 white, for comparing with ``lab(x:y:z:)``.
    static func littleCMSLab(x: Double, y: Double, z: Double) -> LabD50 {
        var xyz = cmsCIEXYZ(X: x, Y: y, Z: z)
        var lab = cmsCIELab()
        cmsXYZ2Lab(cmsD50_XYZ(), &lab, &xyz)
        return LabD50(l: lab.L, a: lab.a, b: lab.b)
    }
}
