// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/racepage.h"

#include "compare/racelane.h"
#include "ladder.h"
#include "playback/racetransport.h"
#include "playback/timelinebar.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace nq {

namespace {

const AlgorithmId kDefaults[]
    = { AlgorithmId::Backtracking, AlgorithmId::Bitmask, AlgorithmId::BreadthFirst };

} // namespace

RacePage::RacePage(QWidget *parent, Controls controls)
    : QWidget(parent), m_setup(new QWidget(this)), m_size(new QSpinBox(m_setup)),
      m_unit(new QComboBox(m_setup)), m_start(new QPushButton(m_setup)),
      m_sizeLabel(new QLabel(m_setup)), m_unitLabel(new QLabel(m_setup)),
      m_race(new RaceTransport(this))
{
    m_size->setRange(4, 12);
    m_size->setValue(8);
    m_sizeLabel->setBuddy(m_size);
    m_unit->addItems({ QString(), QString(), QString() });
    m_unit->setCurrentIndex(int(PaceUnit::Queen));
    m_unitLabel->setBuddy(m_unit);
    auto *row = new QHBoxLayout;
    row->addWidget(m_sizeLabel);
    row->addWidget(m_size);
    row->addWidget(m_unitLabel);
    row->addWidget(m_unit);
    row->addWidget(m_start);
    row->addStretch();
    // Each board's algorithm, over its board.
    auto *picks = new QHBoxLayout;
    const std::vector<AlgorithmId> racers = LadderSpec::defaultAlgorithms();
    for (int i = 0; i < RaceTransport::kMaxRuns; ++i) {
        auto *pick = new QComboBox(m_setup);
        pick->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        pick->setMinimumContentsLength(12);
        if (i >= RaceTransport::kMinRuns)
            pick->addItem(QString(), -1); // none
        for (const AlgorithmId id : racers)
            pick->addItem(QString(), int(id));
        pick->setCurrentIndex(i < 3 ? pick->findData(int(kDefaults[i])) : 0);
        picks->addWidget(pick, 1);
        m_picks.push_back(pick);
    }

    auto *lanes = new QHBoxLayout;
    for (int i = 0; i < RaceTransport::kMaxRuns; ++i) {
        auto *lane = new RaceLane(this);
        lanes->addWidget(lane, 1);
        m_lanes.push_back(lane);
    }

    auto *setup = new QVBoxLayout(m_setup);
    setup->setContentsMargins(0, 0, 0, 0);
    setup->addLayout(row);
    setup->addLayout(picks);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_setup);
    layout->addLayout(lanes, 1);
    connect(m_start, &QPushButton::clicked, this, &RacePage::start);
    connect(m_race, &RaceTransport::moved, this, &RacePage::refresh);
    // Playing in turn, half the lanes lag a frame: a pause shows them all where they stand.
    connect(m_race, &RaceTransport::playingChanged, this, [this](bool playing) {
        if (!playing)
            refresh(m_shown);
    });
    setFocusPolicy(Qt::ClickFocus); // the window's keys move every board
    if (controls == Controls::Own) {
        // On a projector the main window's play bar and presentation mode drive the same race.
        m_toWindow = new QPushButton(m_setup);
        row->insertWidget(row->count() - 1, m_toWindow);
        connect(m_toWindow, &QPushButton::clicked, this, &RacePage::toMainWindow);
        addControls(layout);
    }
    // The finish lines counted on a worker arrive a few milliseconds later.
    // (Playing in turn, each lane shows its line at its next turn: all four at once would make
    // one long frame.)
    connect(m_race, &RaceTransport::paceKnown, this, [this] {
        if (!inTurn(m_shown))
            refresh(m_shown);
    });
    m_race->setSpeedLevel(PlaybackClock::levelFor(30));
    retranslate();
    if (controls == Controls::Own)
        start(); // hosted, the window starts it when it is first shown
}

void RacePage::addControls(QVBoxLayout *layout)
{
    // The transport, as the play bar has it, for every board at once.
    m_speed = new QSlider(Qt::Horizontal, this);
    m_speedLabel = new QLabel(this);
    m_timeline = new TimelineBar(m_race, this);
    auto *bar = new QHBoxLayout;
    const QStyle::StandardPixmap icons[]
        = { QStyle::SP_MediaSkipBackward, QStyle::SP_MediaSeekBackward, QStyle::SP_MediaPlay,
            QStyle::SP_MediaSeekForward, QStyle::SP_MediaSkipForward };
    for (const QStyle::StandardPixmap icon : icons) {
        auto *b = new QToolButton(this);
        b->setIcon(style()->standardIcon(icon));
        b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        b->setIconSize(QSize(28, 28));
        bar->addWidget(b);
        m_buttons.push_back(b);
    }
    connect(m_buttons[0], &QToolButton::clicked, m_race, &RaceTransport::toStart);
    connect(m_buttons[1], &QToolButton::clicked, m_race, &RaceTransport::stepBack);
    connect(m_buttons[2], &QToolButton::clicked, m_race, &RaceTransport::togglePlay);
    connect(m_buttons[3], &QToolButton::clicked, m_race, &RaceTransport::stepForward);
    connect(m_buttons[4], &QToolButton::clicked, m_race, &RaceTransport::toEnd);
    m_speed->setRange(0, RaceTransport::speedLevels() - 1);
    m_speed->setPageStep(1);
    m_speed->setFixedWidth(160);
    bar->addSpacing(12);
    bar->addWidget(m_speed);
    bar->addWidget(m_speedLabel);
    bar->addStretch();

    layout->addLayout(bar);
    layout->addWidget(m_timeline);

    connect(m_speed, &QSlider::valueChanged, m_race, &RaceTransport::setSpeedLevel);
    connect(m_race, &RaceTransport::speedChanged, this, [this](int level) {
        const QSignalBlocker block(m_speed);
        m_speed->setValue(level);
        m_speedLabel->setText(Transport::speedLabel(level));
    });
    connect(m_race, &RaceTransport::playingChanged, this, &RacePage::showPlaying);

    // The window's keys, while the race has the focus.
    const std::pair<QKeySequence, std::function<void()>> keys[] = {
        { QKeySequence(Qt::Key_Space), [this] { m_race->togglePlay(); } },
        { QKeySequence(Qt::Key_Right), [this] { m_race->stepForward(); } },
        { QKeySequence(Qt::Key_Left), [this] { m_race->stepBack(); } },
        { QKeySequence(Qt::Key_Home), [this] { m_race->toStart(); } },
        { QKeySequence(Qt::Key_End), [this] { m_race->toEnd(); } },
        { QKeySequence(Qt::Key_Plus), [this] { m_race->speedUp(); } },
        { QKeySequence(Qt::Key_Equal), [this] { m_race->speedUp(); } },
        { QKeySequence(Qt::Key_Minus), [this] { m_race->slowDown(); } },
    };
    for (const auto &[key, act] : keys) {
        auto *shortcut = new QShortcut(key, this);
        shortcut->setContext(Qt::WindowShortcut); // while the race's page is shown
        connect(shortcut, &QShortcut::activated, this, act);
    }
}

void RacePage::setTheme(const Theme &theme)
{
    for (RaceLane *lane : m_lanes)
        lane->setTheme(theme);
}

void RacePage::setSetupShown(bool shown)
{
    m_setup->setVisible(shown);
}

QList<QWidget *> RacePage::focusChain() const
{
    QList<QWidget *> chain { m_size, m_unit, m_start };
    for (QComboBox *pick : m_picks)
        chain << pick;
    return chain;
}

RacePage::~RacePage()
{
    m_race->stop();
}

void RacePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RacePage::retranslate()
{
    m_sizeLabel->setText(tr("&Board size n ="));
    m_unitLabel->setText(tr("A &tick moves each by:"));
    m_unit->setItemText(int(PaceUnit::Step), tr("a step"));
    m_unit->setItemText(int(PaceUnit::Queen), tr("a queen put"));
    m_unit->setItemText(int(PaceUnit::Test), tr("a test"));
    m_unit->setToolTip(tr("Steps favour the algorithms that say less; queens put and squares "
                          "tested are the same work for every algorithm"));
    for (QComboBox *pick : m_picks) {
        for (int i = 0; i < pick->count(); ++i) {
            const int id = pick->itemData(i).toInt();
            pick->setItemText(
                i, id < 0 ? tr("(no board)") : Algorithms::info(AlgorithmId(id)).displayName());
        }
    }
    m_start->setText(tr("&Start the Race"));
    setAccessibleName(tr("Race of the algorithms: the playback keys move every board"));
    if (m_toWindow) {
        m_toWindow->setText(tr("Race in the Main &Window"));
        m_toWindow->setToolTip(tr("The same race in the main window, where its play bar and "
                                  "presentation mode (F11) drive every board"));
    }
    if (m_buttons.empty())
        return; // the window's play bar drives it
    const QString names[]
        = { tr("To Start"), tr("Step Back"), QString(), tr("Step"), tr("To End") };
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setText(names[i]);
    // Play and Pause take the same width: the speed beside them does not move as they turn.
    QToolButton *play = m_buttons[2];
    play->setMinimumWidth(0);
    int widest = 0;
    for (const bool playing : { false, true }) {
        showPlaying(playing);
        widest = std::max(widest, play->sizeHint().width());
    }
    play->setMinimumWidth(widest);
    showPlaying(m_race->isPlaying());
    m_speedLabel->setText(Transport::speedLabel(m_race->speedLevel()));
    m_timeline->retranslate();
}

void RacePage::showPlaying(bool playing)
{
    m_buttons[2]->setText(playing ? tr("Pause") : tr("Play"));
    m_buttons[2]->setIcon(
        style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void RacePage::choose(int n, const std::vector<AlgorithmId> &algorithms, PaceUnit unit)
{
    m_size->setValue(n);
    m_unit->setCurrentIndex(int(unit));
    for (std::size_t i = 0; i < m_picks.size(); ++i) {
        QComboBox *pick = m_picks[i];
        pick->setCurrentIndex(i < algorithms.size() ? pick->findData(int(algorithms[i]))
                                                    : pick->findData(-1));
    }
    start();
}

RacePage::Choice RacePage::choice() const
{
    Choice chosen;
    chosen.n = m_size->value();
    chosen.unit = PaceUnit(m_unit->currentIndex());
    for (QComboBox *pick : m_picks) {
        const int id = pick->currentData().toInt();
        if (id >= 0)
            chosen.algorithms.push_back(AlgorithmId(id));
    }
    return chosen;
}

void RacePage::start()
{
    const Choice chosen = choice();
    const std::vector<AlgorithmId> &algorithms = chosen.algorithms;
    const PaceUnit unit = chosen.unit;
    for (std::size_t i = 0; i < m_lanes.size(); ++i) {
        m_lanes[i]->setVisible(i < algorithms.size());
        if (i < algorithms.size())
            m_lanes[i]->setRun(algorithms[i], unit);
    }
    m_race->configure(chosen.n, algorithms, unit);
}

int RacePage::lanesShown() const
{
    return m_race->runs();
}

bool RacePage::inTurn(const StepChange &change) const
{
    return m_race->runs() > 2 && m_race->isPlaying()
        && m_race->speedLevel() == RaceTransport::speedLevels() - 1 && !change.reset
        && change.animationMs == 0;
}

void RacePage::refresh(const StepChange &change)
{
    m_shown = change;
    // At maximum speed a frame comes every 16 ms, and four boards drawn in one frame took up
    // to 56 ms on a slow 2-core machine: the even lanes and the odd ones are shown in turn
    // (each board 30 times a second). A step, a seek, a pause and the end show every lane.
    const bool half = inTurn(change);
    const int turn = m_turn;
    m_turn = half ? 1 - m_turn : 0;
    const std::vector<int> order = m_race->finishOrder();
    for (int i = 0; i < m_race->runs(); ++i) {
        if (half && i % 2 != turn)
            continue;
        LaneShown shown;
        shown.units = m_race->units(i);
        shown.expected = m_race->expected(i);
        shown.total = m_race->total(i);
        shown.first = !order.empty() && m_race->total(i) == m_race->total(order.front());
        m_lanes[std::size_t(i)]->show(m_race->cursor(i)->state(), change, shown);
    }
}

} // namespace nq
