// SPDX-License-Identifier: GPL-3.0-or-later
#include "predict/questionbar.h"

#include "platform/flowlayout.h"
#include "questionwords.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QSpinBox>

namespace nq {

namespace {

constexpr NextStep kSteps[]
    = { NextStep::Place, NextStep::Conflict, NextStep::Back, NextStep::Solution };

} // namespace

QuestionBar::QuestionBar(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("questionBar"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new FlowLayout(this); // wraps rather than widen the board's column
    layout->setContentsMargins(8, 4, 8, 4);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    m_label = new QLabel(this);
    layout->addWidget(m_label);
    const auto button = [&](const char *name) {
        auto *b = new QPushButton(this);
        b->setObjectName(QString::fromLatin1(name));
        b->setAutoDefault(false);
        // Reached with Tab; a click answers without taking the keys from the board, so the
        // next question is answered by keys as well.
        b->setFocusPolicy(Qt::TabFocus);
        layout->addWidget(b);
        return b;
    };
    m_yes = button("answerYes");
    m_no = button("answerNo");
    for (int i = 0; i < 4; ++i) {
        m_next[i] = button(nextStepKey(kSteps[i]));
        connect(m_next[i], &QPushButton::clicked, this, [this, i] { emit next(kSteps[i]); });
    }
    m_count = new QSpinBox(this);
    m_count->setObjectName(QStringLiteral("answerCount"));
    m_count->setRange(0, 100000000);
    m_count->setMinimumWidth(m_count->fontMetrics().horizontalAdvance(QStringLiteral("0000000")));
    layout->addWidget(m_count);
    m_answer = button("answerNumber");
    m_done = button("answerDone");
    m_skip = button("skipQuestion");
    connect(m_yes, &QPushButton::clicked, this, &QuestionBar::yes);
    connect(m_no, &QPushButton::clicked, this, &QuestionBar::no);
    connect(m_answer, &QPushButton::clicked, this, [this] { emit count(m_count->value()); });
    connect(m_count, &QSpinBox::editingFinished, this, [this] {
        if (m_count->hasFocus() && m_kind == QuestionKind::NextLevel)
            emit count(m_count->value());
    });
    connect(m_done, &QPushButton::clicked, this, &QuestionBar::done);
    connect(m_skip, &QPushButton::clicked, this, &QuestionBar::skip);
    retranslate();
    hide();
}

void QuestionBar::ask(const Question &question)
{
    m_kind = question.kind;
    const QuestionKind k = question.kind;
    m_yes->setVisible(k == QuestionKind::Attacked);
    m_no->setVisible(k == QuestionKind::Attacked);
    for (QPushButton *b : m_next)
        b->setVisible(k == QuestionKind::WhatNext);
    m_count->setVisible(k == QuestionKind::NextLevel);
    m_answer->setVisible(k == QuestionKind::NextLevel);
    m_done->setVisible(k == QuestionKind::FreeColumns);
    const bool onBoard = k != QuestionKind::WhatNext && k != QuestionKind::NextLevel;
    m_label->setText(onBoard ? tr("Answer on the board (arrow keys and Enter work too), or:")
                             : tr("Your answer:"));
    show();
    if (k == QuestionKind::NextLevel) {
        m_count->setValue(0);
        m_count->selectAll();
        m_count->setFocus();
    } else {
        giveKeysBack(); // the count of the last question, or a button reached with Tab
    }
}

void QuestionBar::clear()
{
    m_kind.reset();
    const bool focused = isAncestorOf(focusWidget());
    hide();
    if (focused)
        giveKeysBack();
}

void QuestionBar::giveKeysBack()
{
    QWidget *focus = focusWidget();
    if (focus && focus != this && !isAncestorOf(focus) && isVisible())
        return; // the keys are elsewhere already
    if (m_board)
        m_board->setFocus(Qt::OtherFocusReason);
    else if (parentWidget())
        parentWidget()->setFocus();
}

void QuestionBar::retranslate()
{
    m_yes->setText(tr("&Yes"));
    m_no->setText(tr("&No"));
    const QString texts[]
        = { tr("&Put a queen"), tr("A &conflict"), tr("Go &back"), tr("A &solution") };
    for (int i = 0; i < 4; ++i)
        m_next[i]->setText(texts[i]);
    m_answer->setText(tr("&Answer"));
    m_done->setText(tr("&Done"));
    m_skip->setText(tr("S&kip (Esc)"));
    m_count->setAccessibleName(tr("Boards in the next level"));
    if (m_kind) {
        Question q;
        q.kind = *m_kind;
        const bool onBoard = q.kind != QuestionKind::WhatNext && q.kind != QuestionKind::NextLevel;
        m_label->setText(onBoard ? tr("Answer on the board (arrow keys and Enter work too), or:")
                                 : tr("Your answer:"));
    }
}

void QuestionBar::setSteady(bool steady)
{
    m_steady = steady;
    m_roomWidth = -1;
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(steady);
    setSizePolicy(policy);
    setMinimumHeight(0);
}

void QuestionBar::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    if (!m_steady)
        return;
    // The tallest question asked at this width so far: a kind with more answers wraps into
    // more rows once, then keeps its room (the layout bounds the bar's height by its minimum).
    if (width() != m_roomWidth) {
        m_roomWidth = width(); // (a bar shown again is told no old size)
        setMinimumHeight(0); // measured again
    }
    if (height() > minimumHeight())
        setMinimumHeight(height());
}

void QuestionBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
    if (m_steady
        && (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange))
        setMinimumHeight(0); // other words, other widths
}

} // namespace nq
