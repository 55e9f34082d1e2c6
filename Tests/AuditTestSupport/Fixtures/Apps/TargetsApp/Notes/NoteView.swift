import SwiftUI

struct NoteView: View {
    var body: some View {
        Text("Title")
            .foregroundColor(Color("Ink"))
            .background(Color("Paper"))
    }
}

// The project builds this file for iOS only (SDKROOT = iphoneos): the macOS branch is not
// built into the app.
struct NoteScreen: View {
    var body: some View {
        #if os(macOS)
        Text("Mac").foregroundColor(Color("Muted")).background(Color("Card"))
        #else
        NoteView()
        #endif
    }
}
