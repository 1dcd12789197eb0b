// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/racelane.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "platform/captionlabel.h"
#include "stepcaption.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QVBoxLayout>

namespace nq {

namespace {

QString unitWords(PaceUnit unit, std::int64_t count)
{
    const QString n = QLocale().toString(count);
    switch (unit) {
    case PaceUnit::Step:
        return RaceLane::tr("%1 steps").arg(n);
    case PaceUnit::Queen:
        return RaceLane::tr("%1 queens put").arg(n);
    case PaceUnit::Test:
        return RaceLane::tr("%1 tests").arg(n);
    }
    return n;
}

} // namespace

RaceLane::RaceLane(QWidget *parent)
    : QWidget(parent), m_title(new CaptionLabel(this)), m_scene(new BoardScene(this)),
      m_view(new BoardView(m_scene, this)), m_caption(new CaptionLabel(this)),
      m_counters(new QLabel(this)), m_finish(new QProgressBar(this)), m_result(new QLabel(this))
{
    m_title->setAlignment(Qt::AlignCenter);
    m_caption->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    // Four boards share a projector's width: the words wrap rather than widen a lane.
    m_counters->setWordWrap(true);
    m_counters->setAlignment(Qt::AlignCenter);
    m_result->setWordWrap(true);
    m_result->setAlignment(Qt::AlignCenter);
    m_finish->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_view->setMinimumSize(160, 160);
    fitFonts();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_caption);
    layout->addWidget(m_counters);
    layout->addWidget(m_finish);
    layout->addWidget(m_result);
}

void RaceLane::fitFonts()
{
    // The lane's text grows with the window's (a projector's); the titles a little larger.
    // Every line of words keeps its height whatever it says: a caption that wraps or a result
    // that arrives never resizes the board (which would draw it and its queens afresh, in the
    // middle of a race), and every board of the race stands at the same height. A title or a
    // caption that would need more lines than it has is set smaller, down to three quarters of
    // its size, rather than cut (CaptionLabel).
    const int px = QFontInfo(font()).pixelSize();
    const int boldPx = qRound(px * 1.15);
    QFont bold = font();
    bold.setBold(true);
    bold.setPixelSize(boldPx);
    m_title->setFont(bold);
    m_result->setFont(bold);
    m_title->fitLines(2, boldPx, qRound(boldPx * 0.75));
    m_caption->setFont(font());
    m_caption->fitLines(3, px, qRound(px * 0.75));
    const int lines = QFontMetrics(font()).lineSpacing() * 2;
    m_counters->setFixedHeight(lines);
    m_result->setFixedHeight(QFontMetrics(bold).lineSpacing() * 2);
}

void RaceLane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitFonts();
    QWidget::changeEvent(event);
}

void RaceLane::setTheme(const Theme &theme)
{
    m_scene->setTheme(theme);
    m_view->setBackgroundBrush(theme.background);
}

void RaceLane::setRun(AlgorithmId algorithm, PaceUnit unit)
{
    m_algorithm = algorithm;
    m_unit = unit;
    m_title->setText(Algorithms::info(algorithm).displayName());
    m_view->setAccessibleName(tr("Board of %1").arg(Algorithms::info(algorithm).displayName()));
}

void RaceLane::show(const PlayState &state, const StepChange &change, const LaneShown &shown)
{
    m_scene->showState(state, change);
    m_shownStep = state.position;
    m_caption->setText(state.position == 0 ? StepCaption::ready()
                                           : StepCaption::describe(state.last, state, m_algorithm));
    const QLocale locale;
    m_counters->setText(tr("Queens put %1 · tested %2 · solutions %3")
                            .arg(locale.toString(state.counters.placements),
                                 locale.toString(state.counters.tested + state.counters.boards),
                                 locale.toString(state.counters.solutions)));
    // QProgressBar::setValue repaints at once (QWidget::repaint: a paint and a flush of the
    // window for each lane in each frame); with its updates held, the change is drawn in the
    // frame's one paint (setUpdatesEnabled(true) asks for it).
    m_finish->setUpdatesEnabled(false);
    const std::int64_t line = shown.total >= 0 ? shown.total : shown.expected;
    if (line > 0) {
        // The bar counts in thousandths: a finish line of billions fits an int.
        m_finish->setRange(0, 1000);
        m_finish->setValue(int(std::min<std::int64_t>(1000, shown.units * 1000 / line)));
        m_finish->setFormat(
            tr("%1 of %2").arg(locale.toString(shown.units), unitWords(m_unit, line)));
    } else {
        m_finish->setRange(0, 0); // the finish line is not known: a busy bar
        m_finish->setFormat(unitWords(m_unit, shown.units));
    }
    m_finish->setTextVisible(true);
    m_finish->setUpdatesEnabled(true);
    if (shown.total >= 0 && state.finished)
        m_result->setText(shown.first
                              ? tr("First to finish: %1").arg(unitWords(m_unit, shown.total))
                              : tr("Finished: %1").arg(unitWords(m_unit, shown.total)));
    else
        m_result->setText(QString());
}

QString RaceLane::counters() const
{
    return m_counters->text();
}

QString RaceLane::caption() const
{
    return m_caption->text();
}

QString RaceLane::result() const
{
    return m_result->text();
}

} // namespace nq
