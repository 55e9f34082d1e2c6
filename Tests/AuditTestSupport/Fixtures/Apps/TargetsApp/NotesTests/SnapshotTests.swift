import SwiftUI

struct SnapshotHost: View {
    var body: some View {
        Text("Snapshot")
            .foregroundColor(Color("Card"))
            .background(Color("Ink"))
    }
}
