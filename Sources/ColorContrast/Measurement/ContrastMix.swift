extension SRGB {
    /// This color mixed `step`/255 of the way toward `target` in each gamma-encoded channel,
    /// each channel rounded to 8 bits, its alpha kept as its hex prints it (8 bits): the
    /// color a designer gets by darkening (toward black) or lightening (toward white) by
    /// steps of 1/255.
    package func mixed(toward target: SRGB, step: Int) -> SRGB {
        let t = Double(step) / 255
        func channel(_ value: Double, _ end: Double) -> UInt8 { UInt8(((value * (1 - t) + end * t) * 255).rounded()) }
        return SRGB(
            uncheckedRed: Double(channel(red, target.red)) / 255, green: Double(channel(green, target.green)) / 255,
            blue: Double(channel(blue, target.blue)) / 255, alpha: (alpha * 255).rounded() / 255)
    }

    /// The first mix toward `target` (``mixed(toward:step:)``, steps 1 to 255) whose ratio over
    /// `background` (on `base` when translucent) meets `minimum`, with that ratio; `nil` when
    /// none does.
    ///
    /// - Throws: ``ContrastError`` when the background is translucent with nothing beneath.
    package func firstPassingMix(toward target: SRGB, over background: SRGB, on base: SRGB? = nil, minimum: Double) throws(ContrastError)
        -> (color: SRGB, ratio: Double)?
    {
        for step in 1...255 {
            let candidate = mixed(toward: target, step: step)
            let ratio = try ContrastMeasurement(of: candidate, over: background, on: base).ratio
            if ratio >= minimum { return (candidate, ratio) }
        }
        return nil
    }
}
