// SPDX-License-Identifier: GPL-3.0-or-later
#include "predict/questionsdialog.h"

#include "questionwords.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace nq {

const std::vector<int> &QuestionsDialog::rates()
{
    static const std::vector<int> r { 1, 2, 3, 5, 10 };
    return r;
}

QuestionsDialog::QuestionsDialog(const QuizSettings &settings, AlgorithmId algorithm,
                                 QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("questionsDialog"));
    setWindowTitle(tr("Questions"));
    auto *layout = new QVBoxLayout(this);
    auto *kinds = new QGroupBox(tr("Ask"), this);
    auto *kindsLayout = new QVBoxLayout(kinds);
    for (int k = 0; k < kQuestionKinds; ++k) {
        const auto kind = QuestionKind(k);
        m_kinds[k] = new QCheckBox(QuestionWords::kindName(kind), kinds);
        m_kinds[k]->setObjectName(QString::fromLatin1(questionKindKey(kind)));
        m_kinds[k]->setChecked(settings.asked[std::size_t(k)]);
        if (!Questions::fits(algorithm, kind))
            m_kinds[k]->setToolTip(
                tr("Not asked of %1.").arg(Algorithms::info(algorithm).displayName()));
        kindsLayout->addWidget(m_kinds[k]);
    }
    layout->addWidget(kinds);
    auto *form = new QFormLayout;
    m_rate = new QComboBox(this);
    m_rate->setObjectName(QStringLiteral("rate"));
    for (int every : rates())
        m_rate->addItem(every == 1 ? tr("Every time") : tr("About one time in %1").arg(every),
                        every);
    const auto at = std::find(rates().begin(), rates().end(), settings.every);
    m_rate->setCurrentIndex(at == rates().end() ? 1 : int(at - rates().begin()));
    form->addRow(tr("&How often:"), m_rate);
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(1, 999999);
    m_seed->setValue(int(std::clamp<std::uint64_t>(settings.seed, 1, 999999)));
    m_seed->setToolTip(tr("The same seed asks at the same steps: give a class one number."));
    form->addRow(tr("&Seed:"), m_seed);
    m_verdict = new QSpinBox(this);
    m_verdict->setObjectName(QStringLiteral("verdictSeconds"));
    m_verdict->setRange(1, QuizSettings::kMaxVerdictSeconds);
    m_verdict->setSuffix(tr(" s"));
    m_verdict->setValue(std::clamp(settings.verdictSeconds, 1, QuizSettings::kMaxVerdictSeconds));
    m_verdict->setToolTip(tr("While the run plays, how long each verdict stays before the run "
                             "goes on (Enter or a click goes on at once)."));
    form->addRow(tr("&Keep each verdict:"), m_verdict);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QuizSettings QuestionsDialog::settings() const
{
    QuizSettings s;
    for (int k = 0; k < kQuestionKinds; ++k)
        s.asked[std::size_t(k)] = m_kinds[k]->isChecked();
    s.every = m_rate->currentData().toInt();
    s.seed = std::uint64_t(m_seed->value());
    s.verdictSeconds = m_verdict->value();
    return s;
}

} // namespace nq
