// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/problembar.h"

#include "platform/settings.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace nq {

ProblemBar::ProblemBar(QWidget *parent) : QToolBar(parent)
{
    setObjectName(QStringLiteral("setupBar"));
    setMovable(false);
    m_problemLabel = new QLabel(this);
    addWidget(m_problemLabel);
    m_problemBox = new QComboBox(this);
    m_problemBox->setObjectName(QStringLiteral("problemBox"));
    m_problemBox->addItem(QString(), QStringLiteral("non-attacking"));
    m_problemBox->addItem(QString(), QStringLiteral("domination"));
    m_problemBox->setFocusPolicy(Qt::TabFocus); // a click leaves the keys to the board
    addWidget(m_problemBox);
    addSeparator();
    m_algorithmLabel = new QLabel(this);
    m_algorithmControls << addWidget(m_algorithmLabel);
    m_algorithmBox = new QComboBox(this);
    m_algorithmBox->setObjectName(QStringLiteral("algorithmBox"));
    for (const AlgorithmInfo &info : Algorithms::all())
        m_algorithmBox->addItem(info.displayName(), info.idString());
    m_algorithmBox->setFocusPolicy(Qt::TabFocus); // a click leaves the keys to the board
    m_algorithmControls << addWidget(m_algorithmBox);
    m_queensLabel = new QLabel(this);
    m_dominationControls << addWidget(m_queensLabel);
    m_queensBox = new QSpinBox(this);
    m_queensBox->setObjectName(QStringLiteral("queensBox"));
    m_queensBox->setKeyboardTracking(false);
    m_queensBox->setFocusPolicy(Qt::StrongFocus); // typed into
    m_queensBox->setRange(1, 8);
    m_dominationControls << addWidget(m_queensBox);
    m_variantBox = new QComboBox(this);
    m_variantBox->setObjectName(QStringLiteral("variantBox"));
    m_variantBox->addItem(QString(), false);
    m_variantBox->addItem(QString(), true);
    m_variantBox->setFocusPolicy(Qt::TabFocus); // a click leaves the keys to the board
    m_dominationControls << addWidget(m_variantBox);
    addSeparator();
    m_sizeLabel = new QLabel(this);
    addWidget(m_sizeLabel);
    m_sizeBox = new QSpinBox(this);
    m_sizeBox->setObjectName(QStringLiteral("sizeBox"));
    m_sizeBox->setKeyboardTracking(false);
    m_sizeBox->setFocusPolicy(Qt::StrongFocus); // typed into
    m_sizeBox->setAccelerated(true);
    addWidget(m_sizeBox);
    // Each label names its control for screen readers and gives it its Alt key.
    m_problemLabel->setBuddy(m_problemBox);
    m_algorithmLabel->setBuddy(m_algorithmBox);
    m_queensLabel->setBuddy(m_queensBox);
    m_sizeLabel->setBuddy(m_sizeBox);
    addSeparator();
    m_modeBox = new QComboBox(this);
    m_modeBox->setObjectName(QStringLiteral("modeBox"));
    m_modeBox->addItem(QString(), int(SolveMode::All));
    m_modeBox->addItem(QString(), int(SolveMode::First));
    m_modeBox->setFocusPolicy(Qt::TabFocus); // a click leaves the keys to the board
    addWidget(m_modeBox);

    connect(m_problemBox, &QComboBox::activated, this,
            [this](int index) { emit problemSwitched(index == 1); });
    connect(m_queensBox, &QSpinBox::valueChanged, this, &ProblemBar::edited);
    connect(m_variantBox, &QComboBox::activated, this, &ProblemBar::edited);
    connect(m_algorithmBox, &QComboBox::activated, this, &ProblemBar::edited);
    connect(m_sizeBox, &QSpinBox::valueChanged, this, &ProblemBar::edited);
    connect(m_modeBox, &QComboBox::activated, this, &ProblemBar::edited);
}

void ProblemBar::showChoice(const ProblemChoice &choice)
{
    const QSignalBlocker b1(m_problemBox), b2(m_algorithmBox), b3(m_sizeBox), b4(m_queensBox),
        b5(m_variantBox), b6(m_modeBox);
    m_problemBox->setCurrentIndex(choice.domination ? 1 : 0);
    for (QAction *a : std::as_const(m_algorithmControls))
        a->setVisible(!choice.domination);
    for (QAction *a : std::as_const(m_dominationControls))
        a->setVisible(choice.domination);
    if (!choice.domination)
        m_algorithmBox->setCurrentIndex(
            m_algorithmBox->findData(Algorithms::info(choice.algorithm).idString()));
    m_sizeBox->setRange(1, choice.maxSize);
    m_sizeBox->setValue(choice.n);
    if (choice.domination) {
        m_queensBox->setRange(1, choice.n);
        m_queensBox->setValue(choice.queens);
        m_variantBox->setCurrentIndex(choice.independent ? 1 : 0);
    }
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(choice.mode)));
    m_modeBox->setEnabled(choice.modeEnabled);
}

ProblemChoice ProblemBar::choice() const
{
    ProblemChoice c;
    c.domination = m_problemBox->currentIndex() == 1;
    if (const AlgorithmInfo *info = Algorithms::find(m_algorithmBox->currentData().toString()))
        c.algorithm = info->id;
    c.n = m_sizeBox->value();
    c.maxSize = m_sizeBox->maximum();
    c.queens = m_queensBox->value();
    c.independent = m_variantBox->currentIndex() == 1;
    c.mode = SolveMode(m_modeBox->currentData().toInt());
    c.modeEnabled = m_modeBox->isEnabled();
    return c;
}

void ProblemBar::retranslate()
{
    setWindowTitle(tr("Problem"));
    m_algorithmLabel->setText(tr("&Algorithm:") + u' ');
    m_sizeLabel->setText(tr("Board si&ze:") + u' ');
    m_modeBox->setItemText(0, tr("All solutions"));
    m_modeBox->setItemText(1, tr("First solution"));
    for (int i = 0; i < m_algorithmBox->count(); ++i) {
        if (const AlgorithmInfo *info = Algorithms::find(m_algorithmBox->itemData(i).toString())) {
            m_algorithmBox->setItemText(i, info->displayName());
            // The sizes it takes here, on the item in the open list.
            m_algorithmBox->setItemData(i,
                                        tr("%1: boards from %2 × %2 to %3 × %3")
                                            .arg(info->displayName())
                                            .arg(info->minSize)
                                            .arg(Settings::maxSizeFor(info->id)),
                                        Qt::ToolTipRole);
        }
    }
    m_problemLabel->setText(tr("&Problem:") + u' ');
    m_problemBox->setItemText(0, tr("Non-attacking queens"));
    m_problemBox->setItemText(1, tr("Domination"));
    m_problemBox->setToolTip(tr("Non-attacking queens: n queens, no two attacking. Domination: "
                                "k queens that together occupy or attack every square."));
    m_queensLabel->setText(tr("&Queens:") + u' ');
    m_variantBox->setAccessibleName(tr("Variant"));
    m_modeBox->setAccessibleName(tr("Solutions to find"));
    m_variantBox->setItemText(0, tr("Standard"));
    m_variantBox->setItemText(1, tr("Independent"));
    m_variantBox->setToolTip(tr("Independent: the queens must also not attack each other."));
}

QList<QWidget *> ProblemBar::focusChain() const
{
    return { m_problemBox, m_algorithmBox, m_queensBox, m_variantBox, m_sizeBox, m_modeBox };
}

} // namespace nq
