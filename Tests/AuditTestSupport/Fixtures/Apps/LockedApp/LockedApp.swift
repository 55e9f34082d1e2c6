import SwiftUI

@main
struct LockedApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
                .preferredColorScheme(.dark)
        }
    }
}

struct RootView: View {
    var body: some View {
        Text("Night")
            .foregroundColor(.white.opacity(0.6))
            .background(Color.black)
    }
}
