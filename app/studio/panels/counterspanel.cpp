// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/counterspanel.h"

#include "playstate.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace nq {

CountersPanel::CountersPanel(QWidget *parent) : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(4);
    const QStringList keys { QStringLiteral("step"),       QStringLiteral("placements"),
                             QStringLiteral("tested"),     QStringLiteral("conflicts"),
                             QStringLiteral("backtracks"), QStringLiteral("solutions"),
                             QStringLiteral("depth"),      QStringLiteral("uncovered"),
                             QStringLiteral("deadEnds") };
    int row = 0;
    for (const QString &key : keys) {
        auto *name = new QLabel(this);
        auto *value = new QLabel(QStringLiteral("0"), this);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QFont f = value->font();
        f.setBold(true);
        value->setFont(f);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setObjectName(key);
        grid->addWidget(name, row, 0);
        grid->addWidget(value, row, 1);
        m_rows.push_back({ key, name, value });
        ++row;
    }
    grid->setRowStretch(row, 1);
    retranslate();
}

void CountersPanel::retranslate()
{
    const QStringList names = m_domination
            ? QStringList { tr("Step"),           tr("Queens put"),        tr("Squares tried"),
                            tr("Conflicts"),      tr("Queens taken off"),  tr("Covering sets"),
                            tr("Queens on the board"), tr("Uncovered squares"), tr("Dead ends") }
            : QStringList { tr("Step"),       tr("Queens placed"), tr("Squares tested"),
                            tr("Conflicts"),  tr("Backtracks"),    tr("Solutions"),
                            tr("Depth (queens on the board)"), QString(), QString() };
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        m_rows[i].name->setText(names[qsizetype(i)]);
        const bool shown = !names[qsizetype(i)].isEmpty();
        m_rows[i].name->setVisible(shown);
        m_rows[i].value->setVisible(shown);
    }
}

void CountersPanel::showState(const PlayState &s)
{
    if (s.squareSet != m_domination) {
        m_domination = s.squareSet;
        retranslate();
    }
    const QLocale locale;
    const qint64 values[] = { s.position,          s.counters.placements, s.counters.tested,
                              s.counters.conflicts, s.counters.backtracks, s.counters.solutions,
                              s.depth(),           s.uncovered(),           s.counters.boards };
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_rows[i].value->setText(locale.toString(values[i]));
}

QString CountersPanel::value(const QString &key) const
{
    for (const Row &r : m_rows) {
        if (r.key == key)
            return r.value->text();
    }
    return {};
}

} // namespace nq
