// SPDX-License-Identifier: GPL-3.0-or-later
#include "practice/practicepanel.h"

#include "platform/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace nq {

PracticePanel::PracticePanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("practicePanel"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    auto *form = new QFormLayout;
    m_algorithm = new QComboBox(this);
    m_algorithm->setObjectName(QStringLiteral("practiceAlgorithm"));
    for (AlgorithmId id : Exercise::algorithms())
        m_algorithm->addItem(QString(), Algorithms::info(id).idString());
    m_algorithmLabel = new QLabel(this);
    m_algorithmLabel->setBuddy(m_algorithm);
    form->addRow(m_algorithmLabel, m_algorithm);
    m_size = new QSpinBox(this);
    m_size->setObjectName(QStringLiteral("practiceSize"));
    m_size->setRange(1, 32);
    m_size->setValue(5);
    m_sizeLabel = new QLabel(this);
    m_sizeLabel->setBuddy(m_size);
    form->addRow(m_sizeLabel, m_size);
    m_queens = new QSpinBox(this);
    m_queens->setObjectName(QStringLiteral("practiceQueens"));
    m_queens->setRange(1, 32);
    m_queens->setValue(3);
    m_queensLabel = new QLabel(this);
    m_queensLabel->setBuddy(m_queens);
    form->addRow(m_queensLabel, m_queens);
    auto *seedRow = new QHBoxLayout;
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("practiceSeed"));
    m_seed->setRange(1, 999999);
    m_newSeed = new QPushButton(this);
    m_newSeed->setObjectName(QStringLiteral("practiceNewSeed"));
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);
    m_seedLabel = new QLabel(this);
    m_seedLabel->setBuddy(m_seed);
    form->addRow(m_seedLabel, seedRow);
    layout->addLayout(form);
    m_fromStart = new QCheckBox(this);
    m_fromStart->setObjectName(QStringLiteral("practiceFromStart"));
    layout->addWidget(m_fromStart);
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("practiceStart"));
    layout->addWidget(m_start);
    layout->addWidget(m_intro);
    m_progress = new QLabel(this);
    m_progress->setObjectName(QStringLiteral("practiceProgress"));
    m_progress->setWordWrap(true);
    QFont bold = m_progress->font();
    bold.setBold(true);
    m_progress->setFont(bold);
    layout->addWidget(m_progress);
    auto *actionsBox = new QWidget(this);
    auto *actions = new FlowLayout(actionsBox); // as many a row as the dock's width takes
    actions->setContentsMargins(0, 0, 0, 0);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    actionsBox->setSizePolicy(policy);
    const auto button = [&](const char *name) {
        auto *b = new QPushButton(actionsBox);
        b->setObjectName(QString::fromLatin1(name));
        // Reached with Tab; a click leaves the keys with the board (A, S, H and the arrows).
        b->setFocusPolicy(Qt::TabFocus);
        actions->addWidget(b);
        return b;
    };
    m_mark = button("practiceMark");
    m_solution = button("practiceSolution");
    m_nextBoard = button("practiceNextBoard");
    m_help = button("practiceHelp");
    m_stop = button("practiceStop");
    m_watch = button("practiceWatch");
    layout->addWidget(actionsBox);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("practiceMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    layout->addStretch(1);

    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &PracticePanel::showQueens);
    connect(m_size, &QSpinBox::valueChanged, this, [this](int n) { m_queens->setMaximum(n * n); });
    connect(m_newSeed, &QPushButton::clicked, this,
            [this] { m_seed->setValue(int(QRandomGenerator::global()->bounded(1, 1000000))); });
    connect(m_start, &QPushButton::clicked, this, [this] { emit startRequested(setup()); });
    connect(m_mark, &QPushButton::clicked, this, &PracticePanel::markAttacked);
    connect(m_solution, &QPushButton::clicked, this, &PracticePanel::solution);
    connect(m_nextBoard, &QPushButton::clicked, this, &PracticePanel::nextBoard);
    connect(m_help, &QPushButton::clicked, this, &PracticePanel::help);
    connect(m_stop, &QPushButton::clicked, this, &PracticePanel::stop);
    connect(m_watch, &QPushButton::clicked, this, &PracticePanel::watch);
    retranslate();
    showQueens();
    showState(false, false, AlgorithmId::Backtracking, {}, {});
}

PracticeSetup PracticePanel::setup() const
{
    PracticeSetup s;
    const AlgorithmInfo *info = Algorithms::find(m_algorithm->currentData().toString());
    s.algorithm = info ? info->id : AlgorithmId::Domination;
    s.problem.n = m_size->value();
    if (s.algorithm == AlgorithmId::Domination)
        s.problem.queens = m_queens->value();
    s.seed = std::uint64_t(m_seed->value());
    s.fromStart = m_fromStart->isChecked();
    return s;
}

void PracticePanel::setSetup(const PracticeSetup &s)
{
    const int at = m_algorithm->findData(Algorithms::info(s.algorithm).idString());
    if (at >= 0)
        m_algorithm->setCurrentIndex(at);
    m_size->setValue(s.problem.n);
    if (s.problem.queens > 0)
        m_queens->setValue(s.problem.queens);
    m_seed->setValue(int(std::clamp<std::uint64_t>(s.seed, 1, 999999)));
    m_fromStart->setChecked(s.fromStart);
}

void PracticePanel::showQueens()
{
    const bool domination = setup().algorithm == AlgorithmId::Domination;
    m_queens->setVisible(domination);
    m_queensLabel->setVisible(domination);
}

void PracticePanel::showState(bool running, bool finished, AlgorithmId algorithm,
                              const QString &progress, const QString &summary)
{
    // While it runs the dock holds what is done off the board; the setup comes back after.
    for (QWidget *w : std::initializer_list<QWidget *> { m_algorithmLabel, m_algorithm, m_sizeLabel,
                                                         m_size, m_seedLabel, m_seed, m_newSeed,
                                                         m_fromStart, m_start, m_intro })
        w->setVisible(!running);
    const bool domination = setup().algorithm == AlgorithmId::Domination;
    m_queens->setVisible(!running && domination);
    m_queensLabel->setVisible(!running && domination);
    m_progress->setText(running ? progress : summary);
    m_progress->setVisible(!m_progress->text().isEmpty());
    const bool moves = algorithm == AlgorithmId::MinConflicts;
    m_mark->setVisible(running && !moves && algorithm != AlgorithmId::Bitmask);
    m_solution->setVisible(running);
    m_nextBoard->setVisible(running && algorithm == AlgorithmId::BreadthFirst);
    m_help->setVisible(running);
    m_stop->setVisible(running);
    m_watch->setVisible(finished);
    if (finished && !m_finished) {
        // The summary and Watch are what a student reads and presses next: the dock is asked
        // for their room, then scrolled to them (Watch first, then the summary's top, so in a
        // dock too short for both the words come first).
        QTimer::singleShot(0, this, [this] {
            emit roomWanted(sizeHint().height());
            QTimer::singleShot(0, this, [this] {
                for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
                    if (auto *area = qobject_cast<QScrollArea *>(w)) {
                        area->ensureWidgetVisible(m_watch);
                        area->ensureWidgetVisible(m_progress, 0, 0);
                        break;
                    }
                }
            });
        });
    }
    m_finished = finished;
}

void PracticePanel::setMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void PracticePanel::retranslate()
{
    m_intro->setText(tr("Be the algorithm: do each of its steps on the board yourself, up to its "
                        "next solution. Every step is checked; a wrong one is shown beside the "
                        "right one, and you go on from the right one."));
    for (int i = 0; i < m_algorithm->count(); ++i) {
        const AlgorithmInfo *info = Algorithms::find(m_algorithm->itemData(i).toString());
        m_algorithm->setItemText(
            i, info ? info->displayName() : Algorithms::domination().displayName());
    }
    m_algorithmLabel->setText(tr("&Algorithm:"));
    m_sizeLabel->setText(tr("Board si&ze:"));
    m_size->setToolTip(tr("4 to 8 rows are done by hand in a few minutes; any size is allowed."));
    m_queensLabel->setText(tr("&Queens:"));
    m_seedLabel->setText(tr("S&eed:"));
    m_seed->setToolTip(tr("The seed draws where the exercise starts: give the class one number "
                          "and everyone gets the same exercise."));
    m_newSeed->setText(tr("&New"));
    m_fromStart->setText(tr("Start on the &empty board"));
    m_start->setText(tr("&Start the Exercise"));
    m_mark->setText(tr("&Mark Attacked (A)"));
    m_solution->setText(tr("Sol&ution! (S)"));
    m_nextBoard->setText(tr("Next &Board (N)"));
    m_help->setText(tr("Show the Next Ste&p (H)"));
    m_stop->setText(tr("S&top"));
    m_watch->setText(tr("&Watch the Algorithm"));
    m_watch->setToolTip(tr("The algorithm's own run, from where the exercise started: press "
                           "Play."));
}

QList<QWidget *> PracticePanel::focusChain() const
{
    return { m_algorithm, m_size,     m_queens,    m_seed, m_newSeed, m_fromStart, m_start,
             m_mark,      m_solution, m_nextBoard, m_help, m_stop,    m_watch };
}

void PracticePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace nq
