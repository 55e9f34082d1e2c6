import UIKit

final class ProfileViewController: UIViewController {
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.textColor = UIColor(named: "Ink")
        label.font = .systemFont(ofSize: 24, weight: .bold)
        return label
    }()
    private let card = UIView()
    private let detailLabel = UILabel()
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Paper")
        view.addSubview(nameLabel)
        card.backgroundColor = UIColor(named: "CardBackground")
        view.addSubview(card)
        card.addSubview(detailLabel)
        detailLabel.textColor = .secondaryLabel
        button.setTitleColor(UIColor(named: "AccentColor"), for: .normal)
        button.setTitleColor(UIColor(named: "Muted")?.withAlphaComponent(0.5), for: .disabled)
    }
}

final class MessageCell: UITableViewCell {
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = UIColor(named: "CardBackground")
        contentView.addSubview(bodyLabel)
        bodyLabel.textColor = UIColor(named: "Ink")
    }

    required init?(coder: NSCoder) { nil }
}
