import SwiftUI

struct ContentView: View {
    @Environment(\.colorScheme) var colorScheme
    @State private var showsSheet = false

    var body: some View {
        ZStack {
            Color("Paper").ignoresSafeArea()
            VStack {
                Text("Title").font(.largeTitle).foregroundColor(.ink)
                CardView()
                Badge()
                Text("Muted").foregroundStyle(Color.muted.opacity(0.8))
                Text("Scheme").foregroundColor(colorScheme == .dark ? Color("Ink") : Color("HeaderText"))
            }
        }
        .sheet(isPresented: $showsSheet) {
            Text("Sheet").foregroundColor(.ink)
        }
    }
}
