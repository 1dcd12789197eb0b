// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/counterspanel.h"

#include "panels/boardfeed.h"

#include "algorithmwords.h"
#include "playstate.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

#include <algorithm>

namespace nq {

CountersPanel::CountersPanel(QWidget *parent)
    : QWidget(parent), m_grid(new QGridLayout(this)), m_note(new QLabel(this))
{
    setFocusPolicy(Qt::TabFocus); // reached with Tab, to be read; the focus mark frames it
    m_grid->setHorizontalSpacing(16);
    m_grid->setVerticalSpacing(4);
    m_note->setWordWrap(true);
    m_note->hide();
    m_grid->addWidget(m_note, 0, 0, 1, 2);
    retranslate();
}

QString CountersPanel::note() const
{
    return m_ofTheRun ? QString() : m_note->text();
}

void CountersPanel::showBoard(const PlayState &state, bool ofTheRun)
{
    // Once a frame at full speed: only the visibility changes here (the words are set by
    // retranslate()).
    m_ofTheRun = ofTheRun;
    if (m_note->isHidden() != ofTheRun)
        m_note->setVisible(!ofTheRun);
    const QLocale locale;
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const CounterSpec &spec = m_specs[i];
        const bool shown = spec.value && (ofTheRun || spec.ofTheBoard);
        const std::optional<qint64> v = shown ? spec.value(state) : std::nullopt;
        m_rows[i].value->setText(v ? locale.toString(*v) : dash());
    }
}

void CountersPanel::setAlgorithm(AlgorithmId algorithm, const RunOptions &options)
{
    m_algorithm = algorithm;
    m_options = options;
    retranslate();
}

void CountersPanel::retranslate()
{
    setAccessibleName(tr("Counters")); // what a screen reader says when Tab reaches the panel
    m_note->setText(tr("The board shown is not the run's."));
    m_note->setToolTip(tr("The rows of the board (queens on it, attacked) tell of the board "
                          "shown; the run's rows wait for the run to go on."));
    m_specs = AlgorithmWords::of(m_algorithm).counters(m_options);
    while (m_rows.size() < m_specs.size()) {
        auto *name = new QLabel(this);
        auto *value = new QLabel(this);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QFont f = value->font();
        f.setBold(true);
        value->setFont(f);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_rows.push_back({ name, value });
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const bool used = i < m_specs.size() && isShown(m_specs[i]);
        m_rows[i].name->setVisible(used);
        m_rows[i].value->setVisible(used);
        if (i >= m_specs.size())
            continue;
        const CounterSpec &spec = m_specs[i];
        for (QLabel *label : { m_rows[i].name, m_rows[i].value }) {
            label->setToolTip(spec.definition);
            label->setAccessibleDescription(spec.definition);
        }
        m_rows[i].name->setText(spec.name);
        m_rows[i].value->setObjectName(spec.key);
        if (!spec.value)
            m_rows[i].value->setText(dash());
    }
    placeRows();
}

void CountersPanel::setColumns(int columns)
{
    m_columns = std::clamp(columns, 1, 2);
    // Two columns close up: a narrow column holds them.
    m_grid->setHorizontalSpacing(m_columns == 2 ? 10 : 16);
    placeRows();
}

bool CountersPanel::isShown(const CounterSpec &spec) const
{
    return !m_leaveOutUnused || (spec.value && spec.key != QLatin1String("step"));
}

void CountersPanel::setLeaveOutUnused(bool leaveOut)
{
    m_leaveOutUnused = leaveOut;
    retranslate();
}

void CountersPanel::placeRows()
{
    // Down the first column, then the second: the rows keep their order for a reader.
    std::vector<int> shown; // the rows shown, in order
    for (std::size_t i = 0; i < m_rows.size() && i < m_specs.size(); ++i) {
        if (isShown(m_specs[i]))
            shown.push_back(int(i));
    }
    const int used = int(shown.size());
    const int perColumn = (used + m_columns - 1) / std::max(1, m_columns);
    m_grid->removeWidget(m_note);
    m_grid->addWidget(m_note, 0, 0, 1, 2 * m_columns);
    for (int i = 0; i < int(m_rows.size()); ++i) {
        // A row left out keeps its place at the end, hidden.
        const auto at = std::find(shown.begin(), shown.end(), i);
        const int k = at != shown.end() ? int(at - shown.begin()) : used + i;
        const int column = perColumn > 0 ? std::min(k / perColumn, m_columns - 1) : 0;
        const int r = 1 + (perColumn > 0 ? k - column * perColumn : k);
        for (int k = 0; k < 2; ++k) {
            QLabel *label = k == 0 ? m_rows[std::size_t(i)].name : m_rows[std::size_t(i)].value;
            m_grid->removeWidget(label);
            m_grid->addWidget(label, r, 2 * column + k);
        }
    }
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    m_grid->setRowStretch(perColumn + 1, 1);
}

void CountersPanel::showState(const PlayState &s)
{
    showBoard(s, true);
}

const CountersPanel::Row *CountersPanel::row(const QString &key) const
{
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        if (m_specs[i].key == key)
            return &m_rows[i];
    }
    return nullptr;
}

QString CountersPanel::value(const QString &key) const
{
    const Row *r = row(key);
    return r ? r->value->text() : QString();
}

QString CountersPanel::name(const QString &key) const
{
    const Row *r = row(key);
    return r ? r->name->text() : QString();
}

QString CountersPanel::definition(const QString &key) const
{
    const Row *r = row(key);
    return r ? r->name->toolTip() : QString();
}

void CountersPanel::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this,
            [this](const RunDescription &run) { setAlgorithm(run.algorithm, run.options()); });
    connect(feed, &BoardFeed::shown, this,
            [this](const PlayState &state, const StepChange &, BoardFeed::Owner owner) {
                showBoard(state, owner == BoardFeed::Owner::Run);
            });
}

void CountersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace nq
