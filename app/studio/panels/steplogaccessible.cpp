// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/steplogaccessible.h"

#include "panels/steplog.h"

#include <QLocale>

namespace nq {

namespace {

// One row: its step's words, selected when it is the current step.
class StepRowAccessible : public QAccessibleInterface
{
public:
    StepRowAccessible(StepLogAccessible *list, std::int64_t step) : m_list(list), m_step(step) { }

    bool isValid() const override { return m_list->isValid(); }
    QObject *object() const override { return nullptr; }
    QAccessibleInterface *focusChild() const override { return nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override { return m_list; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        if (t != QAccessible::Name)
            return {};
        const QString words = m_list->log()->rowText(m_step);
        return words.isEmpty() ? StepLogAccessible::tr("Step %L1").arg(qlonglong(m_step))
                               : StepLogAccessible::tr("%L1. %2").arg(qlonglong(m_step)).arg(words);
    }
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override { return m_list->log()->rowRect(m_step); }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.readOnly = true;
        s.selectable = true;
        s.selected = m_list->log()->current() == m_step;
        s.invisible = m_step < m_list->log()->firstShown()
            || m_step >= m_list->log()->firstShown() + m_list->log()->rowsInSight();
        return s;
    }
    std::int64_t step() const { return m_step; }

private:
    StepLogAccessible *m_list;
    std::int64_t m_step;
};

} // namespace

StepLogAccessible::StepLogAccessible(StepLog *log) : QAccessibleWidget(log, QAccessible::List) { }

StepLogAccessible::~StepLogAccessible()
{
    for (const auto &[step, id] : m_items)
        QAccessible::deleteAccessibleInterface(id);
}

QAccessibleInterface *StepLogAccessible::factory(const QString &className, QObject *object)
{
    if (className == QLatin1String("nq::StepLog") && object && object->isWidgetType())
        return new StepLogAccessible(static_cast<StepLog *>(object));
    return nullptr;
}

StepLog *StepLogAccessible::log() const
{
    return static_cast<StepLog *>(widget());
}

QString StepLogAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name)
        return tr("Step log");
    return QAccessibleWidget::text(t);
}

int StepLogAccessible::childCount() const
{
    const std::int64_t first = log()->firstShown();
    const std::int64_t last
        = std::min<std::int64_t>(log()->rows(), first + log()->rowsInSight() - 1);
    return int(std::max<std::int64_t>(0, last - first + 1));
}

QAccessibleInterface *StepLogAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    return item(log()->firstShown() + index);
}

int StepLogAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *row = dynamic_cast<const StepRowAccessible *>(child);
    if (!row)
        return -1;
    const std::int64_t index = row->step() - log()->firstShown();
    return index >= 0 && index < childCount() ? int(index) : -1;
}

QAccessibleInterface *StepLogAccessible::item(std::int64_t step) const
{
    if (auto it = m_items.find(step); it != m_items.end())
        return QAccessible::accessibleInterface(it->second);
    // Items of rows long out of sight are let go, so that a long run keeps a bounded number.
    if (m_items.size() > 512) {
        for (const auto &[old, id] : m_items)
            QAccessible::deleteAccessibleInterface(id);
        m_items.clear();
    }
    auto *row = new StepRowAccessible(const_cast<StepLogAccessible *>(this), step);
    m_items[step] = QAccessible::registerAccessibleInterface(row);
    return row;
}

} // namespace nq
