// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/counterspanel.h"

#include "panels/boardfeed.h"

#include "algorithmwords.h"
#include "playstate.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace nq {

CountersPanel::CountersPanel(QWidget *parent)
    : QWidget(parent), m_grid(new QGridLayout(this)), m_note(new QLabel(this))
{
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
        const int r = int(m_rows.size()) + 1; // under the note
        m_grid->addWidget(name, r, 0);
        m_grid->addWidget(value, r, 1);
        m_grid->setRowStretch(r, 0);
        m_rows.push_back({ name, value });
    }
    m_grid->setRowStretch(int(m_rows.size()) + 1, 1);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const bool used = i < m_specs.size();
        m_rows[i].name->setVisible(used);
        m_rows[i].value->setVisible(used);
        if (!used)
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
