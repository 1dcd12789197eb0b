// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/timelinebar.h"

#include "playback/transport.h"

#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QStyleOptionSlider>

namespace nq {

namespace {
constexpr int kTimelineSteps = 1000000;
constexpr int kDragRestMs = 120;
} // namespace

TimelineSlider::TimelineSlider(QWidget *parent) : QSlider(Qt::Horizontal, parent) { }

void TimelineSlider::setMarks(const std::vector<std::int64_t> *positions, qint64 length)
{
    m_positions = positions;
    m_length = std::max<qint64>(1, length);
    update();
}

void TimelineSlider::setMarkColor(const QColor &color)
{
    m_color = color;
    update();
}

QRect TimelineSlider::grooveRect() const
{
    QStyleOptionSlider option;
    initStyleOption(&option);
    return style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
}

const std::vector<int> &TimelineSlider::markXs()
{
    const QRect groove = grooveRect();
    if (!m_positions || m_positions->empty()) {
        m_xs.clear();
        m_counted = 0;
        return m_xs;
    }
    // The length "so far" grows as the run is read: remade when it moved by more than 1 %.
    const bool remake = groove.width() != m_countedWidth || m_countedLength < 0
        || std::abs(double(m_length - m_countedLength)) > 0.01 * double(m_countedLength)
        || m_counted > m_positions->size();
    if (remake) {
        m_xs.clear();
        m_counted = 0;
        m_countedLength = m_length;
        m_countedWidth = groove.width();
    }
    for (; m_counted < m_positions->size(); ++m_counted) {
        const double at = double((*m_positions)[m_counted]) / double(m_countedLength);
        if (at > 1.0)
            break; // past the length known when counted: waits for the next remake
        const int x = groove.left() + int(at * (groove.width() - 1));
        if (m_xs.empty() || m_xs.back() != x)
            m_xs.push_back(x);
    }
    return m_xs;
}

void TimelineSlider::paintEvent(QPaintEvent *event)
{
    QSlider::paintEvent(event);
    const std::vector<int> &xs = markXs();
    if (xs.empty())
        return;
    QPainter painter(this);
    const QRect groove = grooveRect();
    // Ticks under the groove, clear of the handle's middle.
    const int top = std::min(height() - 4, groove.bottom() + 2);
    const QColor color = m_color.isValid() ? m_color : palette().color(QPalette::Highlight);
    for (const int x : xs)
        painter.fillRect(QRect(x, top, 1, 4), color);
}

TimelineBar::TimelineBar(Transport *transport, QWidget *parent)
    : QWidget(parent), m_transport(transport)
{
    // The slider gets the whole width; where the run is and the field to jump go below it.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *top = m_top = new QHBoxLayout;
    auto *bottom = m_bottom = new QHBoxLayout;
    layout->addLayout(top);
    layout->addLayout(bottom);
    m_slider = new TimelineSlider(this);
    m_slider->setRange(0, 0);
    m_slider->setPageStep(kTimelineSteps / 20);
    m_label = new QLabel(this);
    // A long jump's words never widen the window (on a projector it has the screen's width).
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_title = new QLabel(this);
    m_title->setBuddy(m_slider);
    m_goTo = new QLineEdit(this);
    m_goTo->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,18}")), m_goTo));
    top->addWidget(m_title);
    top->addWidget(m_slider, 1);
    bottom->addWidget(m_label, 1);
    bottom->addWidget(m_goTo);

    m_dragSeek.setSingleShot(true);
    m_dragSeek.setInterval(kDragRestMs);
    connect(&m_dragSeek, &QTimer::timeout, this,
            [this] { m_transport->seek(toPosition(m_slider->sliderPosition())); });
    connect(m_slider, &QSlider::sliderMoved, this, &TimelineBar::dragged);
    connect(m_slider, &QSlider::sliderReleased, this, [this] {
        m_dragSeek.stop();
        m_transport->seek(toPosition(m_slider->value()));
    });
    connect(m_slider, &QSlider::actionTriggered, this, [this](int sliderAction) {
        if (sliderAction != QAbstractSlider::SliderMove)
            m_transport->seek(toPosition(m_slider->sliderPosition()));
    });
    connect(m_goTo, &QLineEdit::returnPressed, this, &TimelineBar::goToStep);
    m_goTo->installEventFilter(this); // Esc gives the keys back too
    connect(transport, &Transport::timelineChanged, this, &TimelineBar::showPosition);
    // During a far jump the worker reads the run far past the history: the step line says how
    // far, as the status bar's progress does (it said "Step 0 of 36,864 so far" beside
    // 46,776,320 before).
    connect(transport, &Transport::jumpProgress, this, [this](qint64 done, qint64 target) {
        m_jumpDone = done;
        m_jumpTarget = target;
        m_label->setText(positionText());
    });
    connect(transport, &Transport::busyChanged, this, [this](bool busy) {
        m_jumpDone = busy ? 0 : -1;
        m_jumpTarget = -1;
        m_label->setText(positionText());
    });
    connect(transport, &Transport::solutionMarksChanged, this,
            [this] { m_slider->setMarks(&m_transport->solutionMarks(), m_length); });
}

qint64 TimelineBar::toPosition(int value) const
{
    return qint64(double(value) / kTimelineSteps * double(m_length) + 0.5);
}

void TimelineBar::dragged(int value)
{
    const qint64 position = toPosition(value);
    m_label->setText(tr("Step %L1 of %L2").arg(position).arg(m_length));
    // The board follows the drag: at once where the history holds the step, else once the
    // pointer rests (each far seek replays the run).
    if (m_transport->holdsAtOnce(position)) {
        m_dragSeek.stop();
        m_transport->seek(position);
    } else {
        m_dragSeek.start();
    }
}

void TimelineBar::goToStep()
{
    bool ok = false;
    const qint64 step = m_goTo->text().toLongLong(&ok);
    if (ok)
        m_transport->seek(step);
    // The keys go back to where the eye goes: the board (Right, Space, B step on at once).
    emit doneTyping();
}

void TimelineBar::focusGoToStep()
{
    m_goTo->setFocus(Qt::ShortcutFocusReason);
    m_goTo->selectAll();
}

void TimelineBar::showPosition(qint64 position, qint64 length, bool)
{
    m_length = std::max<qint64>(length, 1);
    if (!m_slider->isSliderDown()) {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, kTimelineSteps);
        m_slider->setValue(int(double(position) / double(m_length) * kTimelineSteps));
    }
    m_slider->setMarks(&m_transport->solutionMarks(), m_length);
    m_label->setText(positionText());
}

void TimelineBar::setRunShown(bool shown)
{
    if (shown == m_runShown)
        return;
    m_runShown = shown;
    m_label->setText(positionText());
}

QString TimelineBar::positionText() const
{
    if (!m_runShown) // the timeline is the run's; the board is the student's or a picked one
        return tr("The run: %1 (not on the board)").arg(runText());
    return runText();
}

QString TimelineBar::runText() const
{
    const qint64 position = m_transport->position();
    const qint64 length = m_transport->length();
    if (m_jumpDone > 0) {
        if (m_jumpTarget >= 0)
            return tr("Step %L1, going to %L2: %L3 read")
                .arg(position)
                .arg(m_jumpTarget)
                .arg(m_jumpDone);
        return tr("Step %L1, reading to the end: %L2 read").arg(position).arg(m_jumpDone);
    }
    if (m_transport->lengthKnown())
        return tr("Step %L1 of %L2").arg(position).arg(length);
    // Nothing of the run known beyond where it stands (a new board, a first far jump): no
    // "of 0 so far".
    if (length <= position)
        return tr("Step %L1").arg(position);
    return tr("Step %L1 of %L2 so far").arg(position).arg(length);
}

void TimelineBar::setCompact(bool compact)
{
    // On a projector the track keeps the whole width of the board's column (a third of the
    // screen at least, to be scrubbed from across a room): the step and the field go under it,
    // and its title goes (it keeps its name for screen readers; Ctrl+G still goes to the field).
    m_title->setVisible(!compact);
}

void TimelineBar::fitGoTo()
{
    // Wide enough for its words or 14 figures, in the field's own font (presentation mode makes
    // it larger).
    const QFontMetrics fm = m_goTo->fontMetrics();
    m_goTo->setFixedWidth(std::max(fm.horizontalAdvance(m_goTo->placeholderText()),
                                   fm.horizontalAdvance(QStringLiteral("00000000000000")))
                          + fm.averageCharWidth() * 2);
}

bool TimelineBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_goTo && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        emit doneTyping();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void TimelineBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitGoTo();
    QWidget::changeEvent(event);
}

void TimelineBar::retranslate()
{
    m_title->setText(tr("&Timeline:"));
    m_slider->setAccessibleName(tr("Timeline"));
    m_goTo->setPlaceholderText(tr("Go to step"));
    m_goTo->setAccessibleName(tr("Go to step"));
    m_goTo->setToolTip(tr("Type a step number and press Enter (Ctrl+G)"));
    fitGoTo();
    showPosition(m_transport->position(), m_transport->length(), m_transport->lengthKnown());
}

QList<QWidget *> TimelineBar::focusChain() const
{
    return { m_slider, m_goTo };
}

} // namespace nq
