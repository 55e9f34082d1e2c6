import SwiftUI
import UIKit

struct NoteView: View {
    var body: some View {
        Text("Title")
            .foregroundColor(Color("Ink"))
            .background(Color("Paper"))
    }
}

// The project builds this file for iOS 15 and later only (SDKROOT = iphoneos,
// IPHONEOS_DEPLOYMENT_TARGET = 15.0): the macOS branch is not built into the app, and what
// only runs before iOS 15 never runs.
struct NoteScreen: View {
    let banner = LegacyBanner()
    var body: some View {
        #if os(macOS)
        Text("Mac").foregroundColor(Color("Muted")).background(Color("Card"))
        #else
        if #available(iOS 15, *) {
            NoteView()
        } else {
            Text("Old").foregroundColor(Color("Paper")).background(Color("Ink"))
        }
        #endif
    }
}

final class LegacyBanner: UIView {
    let label = UILabel()
    func configure() {
        if #available(iOS 15, *) {
            backgroundColor = UIColor(named: "Card")
            label.textColor = UIColor(named: "Ink")
        } else {
            backgroundColor = UIColor(named: "Muted")
            label.textColor = UIColor(named: "Paper")
        }
        addSubview(label)
    }
}
