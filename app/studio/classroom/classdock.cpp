// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/classdock.h"

#include "classroom/voteschart.h"

#include <QAction>
#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace nq {

namespace {

QToolButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    b->setMinimumHeight(36);
    return b;
}

/// "482913" as "482 913": read aloud and copied in two halves.
QString spacedCode(const QString &code)
{
    return code.size() == 6 ? code.left(3) + u'\u2009' + code.mid(3) : code;
}

} // namespace

ClassDock::ClassDock(const Actions &actions, QWidget *parent)
    : QWidget(parent), m_actions(actions), m_intro(new QLabel(this)), m_qr(new QLabel(this)),
      m_address(new QLabel(this)), m_code(new QLabel(this)), m_joined(new QLabel(this)),
      m_counts(new QLabel(this)), m_kindLabel(new QLabel(this)), m_codeTitle(new QLabel(this)),
      m_kinds(new QComboBox(this)), m_chart(new VotesChart(this)), m_results(new QTableWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    // How to join: the QR code, the code in large figures, the address and how many joined;
    // beside one another in a wide column, one under the other in a narrow one (arrangeJoin).
    m_qr->setAlignment(Qt::AlignCenter);
    m_qr->setObjectName(QStringLiteral("classQr"));
    // Its width follows the dock's (fitQr), never the other way round.
    m_qr->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_address->setWordWrap(true);
    m_joined->setWordWrap(true);
    m_codeTitle->setWordWrap(true);
    m_code->setObjectName(QStringLiteral("classCode"));
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_join = new QBoxLayout(QBoxLayout::TopToBottom);
    m_join->addWidget(m_qr);
    auto *texts = new QVBoxLayout;
    for (QLabel *l : { m_codeTitle, m_code, m_address, m_joined })
        texts->addWidget(l);
    m_join->addLayout(texts, 1);
    layout->addLayout(m_join);
    arrangeJoin(false);
    m_counts->setWordWrap(true);
    layout->addWidget(m_counts);
    applyFonts();

    auto *kind = new QHBoxLayout;
    m_kindLabel->setBuddy(m_kinds);
    kind->addWidget(m_kindLabel);
    kind->addWidget(m_kinds, 1);
    layout->addLayout(kind);
    connect(m_kinds, &QComboBox::activated, this, &ClassDock::kindChosen);
    m_kinds->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kinds->setMinimumContentsLength(12);

    auto *steps = new QGridLayout;
    const QList<QAction *> four { actions.ask, actions.showVotes, actions.voteAgain,
                                  actions.reveal };
    for (int i = 0; i < int(four.size()); ++i) {
        QToolButton *b = buttonFor(four[i], this);
        m_buttons << b;
        steps->addWidget(b, i, 0); // one a row: a window's column is narrow
    }
    layout->addLayout(steps);
    layout->addWidget(m_chart, 1);
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->verticalHeader()->hide();
    m_results->horizontalHeader()->setStretchLastSection(true);
    m_results->setObjectName(QStringLiteral("classResults"));
    m_results->setMinimumHeight(120);
    m_results->setMinimumWidth(0);
    m_results->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    m_chart->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    layout->addWidget(m_results, 1);
    auto *ends = new QVBoxLayout;
    ends->addWidget(buttonFor(actions.exportResults, this));
    ends->addWidget(buttonFor(actions.session, this));
    layout->addLayout(ends);
    retranslate();
    showIdle();
}

void ClassDock::showSession(const QUrl &url, const QString &code, const QImage &qr)
{
    m_running = true;
    m_url = url;
    m_codeText = code;
    m_qrImage = qr;
    fitQr();
    m_qr->setAccessibleName(tr("QR code of the address to join"));
    for (QWidget *w : std::initializer_list<QWidget *> { m_qr, m_address, m_code, m_codeTitle,
                                                         m_joined, m_counts, m_kinds, m_kindLabel })
        w->show();
    for (QToolButton *b : m_buttons)
        b->show();
    m_intro->hide();
    retranslate();
}

void ClassDock::showIdle(const QString &why)
{
    m_running = false;
    m_url.clear();
    m_codeText.clear();
    m_qr->clear();
    m_qrImage = QImage();
    for (QWidget *w : std::initializer_list<QWidget *> { m_qr, m_address, m_code, m_codeTitle,
                                                         m_joined, m_counts, m_kinds, m_kindLabel })
        w->hide();
    for (QToolButton *b : m_buttons)
        b->hide();
    m_chart->clear();
    m_results->hide();
    m_intro->show();
    m_intro->setText(why.isEmpty()
                         ? tr("Start a class session and your students answer from their "
                              "phones: they open the address shown here on the school's "
                              "network, or scan its QR code, and type the session's code.")
                         : why);
}

void ClassDock::showCounts(int joined, int connected, int answered, int round, bool asking)
{
    m_joinedCount = joined;
    m_connectedCount = connected;
    m_answered = answered;
    m_round = round;
    m_asking = asking;
    retranslate();
}

void ClassDock::bringIntoView(QWidget *part)
{
    // The dock scrolls in its column: the part the room reads now is brought into sight.
    for (QWidget *p = parentWidget(); p; p = p->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(p)) {
            area->ensureWidgetVisible(part, 0, 0);
            return;
        }
    }
}

void ClassDock::setKinds(const QStringList &names, int current)
{
    m_kinds->clear();
    m_kinds->addItems(names);
    m_kinds->setCurrentIndex(current);
}

int ClassDock::chosenKind() const
{
    return m_kinds->currentIndex();
}

void ClassDock::setResults(const QStringList &columns, const QList<QStringList> &rows)
{
    m_results->clear();
    m_results->setColumnCount(int(columns.size()));
    m_results->setHorizontalHeaderLabels(columns);
    m_results->setRowCount(int(rows.size()));
    m_results->setVisible(m_running && !rows.isEmpty());
    for (int r = 0; r < int(rows.size()); ++r) {
        for (int c = 0; c < int(rows[r].size()); ++c)
            m_results->setItem(r, c, new QTableWidgetItem(rows[r][c])); // text, never markup
    }
    m_results->resizeColumnsToContents();
}

void ClassDock::retranslate()
{
    m_kindLabel->setText(tr("&Question:"));
    if (!m_running)
        return;
    // The address may break after its slashes, dots and colon in a narrow column.
    QString address = m_url.toString();
    for (const QChar c : { QChar(u'/'), QChar(u'.'), QChar(u':') })
        address.replace(c, QString(c) + QChar(0x200B));
    //: %1 the address students open (http://192.168.1.5:8765/)
    m_address->setText(tr("Join at %1").arg(address));
    m_code->setText(spacedCode(m_codeText));
    m_codeTitle->setText(tr("Session code"));
    m_code->setAccessibleName(tr("Session code %1").arg(m_codeText));
    m_joined->setText(m_connectedCount == m_joinedCount
                          ? tr("%n student(s) joined", nullptr, m_joinedCount)
                          //: %1 students joined, %2 of them connected now
                          : tr("%1 joined, %2 connected").arg(m_joinedCount).arg(m_connectedCount));
    if (!m_asking)
        m_counts->setText(tr("No question asked."));
    else if (m_round == 2)
        //: %1 answers in the second round, %2 students joined
        m_counts->setText(tr("Second vote: %1 of %2 answered").arg(m_answered).arg(m_joinedCount));
    else
        //: %1 answers so far, %2 students joined
        m_counts->setText(tr("%1 of %2 answered").arg(m_answered).arg(m_joinedCount));
}

void ClassDock::arrangeJoin(bool wide)
{
    m_wide = wide;
    m_join->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    const Qt::Alignment text = wide ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter;
    for (QLabel *l : { m_codeTitle, m_code, m_address, m_joined })
        l->setAlignment(text);
    // Beside the code it keeps its width; above it, it follows the dock's.
    m_qr->setSizePolicy(wide ? QSizePolicy::Fixed : QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void ClassDock::applyFonts()
{
    QFont big = font();
    big.setBold(true);
    if (font().pixelSize() > 0)
        big.setPixelSize(font().pixelSize() * 6 / 5);
    else
        big.setPointSizeF(font().pointSizeF() * 1.2);
    for (QLabel *l : { m_address, m_joined, m_counts })
        l->setFont(big);
    QFont huge = font();
    huge.setBold(true);
    if (font().pixelSize() > 0)
        huge.setPixelSize(font().pixelSize() * 2);
    else
        huge.setPointSizeF(font().pointSizeF() * 2);
    m_code->setFont(huge);
}

void ClassDock::fitQr()
{
    if (m_qrImage.isNull())
        return;
    // A wide column: the code beside it (the QR code 40 % of the width); a narrow one: as wide
    // as the column. At most 320 px, in whole pixels a module so it stays crisp.
    const bool wide = width() >= 340;
    if (wide != m_wide)
        arrangeJoin(wide);
    const int room = std::clamp(wide ? width() * 2 / 5 : width() - 24, 120, 320);
    const int scale = std::max(1, room / m_qrImage.width());
    const int side = std::max(room - room % m_qrImage.width(), m_qrImage.width() * scale);
    m_qr->setPixmap(QPixmap::fromImage(
        m_qrImage.scaled(side, side, Qt::KeepAspectRatio, Qt::FastTransformation)));
    m_qr->setFixedHeight(side);
    m_qr->setMinimumWidth(wide ? side : 0);
    m_qr->setMaximumWidth(wide ? side : QWIDGETSIZE_MAX);
}

void ClassDock::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitQr();
}

void ClassDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts(); // the projector's text, or the desk's
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!m_running)
            showIdle();
    }
    QWidget::changeEvent(event);
}

} // namespace nq
