// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/speechdialog.h"

#include "speech/speechengine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>

namespace nq {

SpeechDialog::SpeechDialog(SpeechEngine *engine, const QLocale &locale,
                           const SpeechChoices &choices, QWidget *parent)
    : QDialog(parent), m_engine(engine), m_locale(locale),
      m_speak(new QCheckBox(tr("&Speak each caption"), this)), m_voice(new QComboBox(this)),
      m_rate(new QSlider(Qt::Horizontal, this)), m_volume(new QSlider(Qt::Horizontal, this))
{
    setObjectName(QStringLiteral("speechDialog"));
    setWindowTitle(tr("Speech Settings"));
    m_speak->setChecked(choices.speak);
    m_voice->addItem(tr("The system's voice"), QString());
    const QStringList voices = engine ? engine->voices(locale) : QStringList {};
    for (const QString &name : voices)
        m_voice->addItem(name, name);
    const int at = m_voice->findData(choices.voice);
    m_voice->setCurrentIndex(at >= 0 ? at : 0);
    m_rate->setRange(-100, 100);
    m_rate->setPageStep(10);
    m_rate->setValue(choices.rate);
    m_volume->setRange(0, 100);
    m_volume->setPageStep(10);
    m_volume->setValue(choices.volume);

    auto *form = new QFormLayout(this);
    form->addRow(m_speak);
    form->addRow(tr("&Voice:"), m_voice);
    // Each slider says which way is which at its ends.
    const auto ends = [this](QSlider *slider, const QString &low, const QString &high) {
        auto *row = new QHBoxLayout;
        row->addWidget(new QLabel(low, this));
        row->addWidget(slider, 1);
        row->addWidget(new QLabel(high, this));
        return row;
    };
    auto *rate = new QLabel(tr("&Rate:"), this);
    rate->setBuddy(m_rate);
    form->addRow(rate, ends(m_rate, tr("Slower"), tr("Faster")));
    auto *volume = new QLabel(tr("V&olume:"), this);
    volume->setBuddy(m_volume);
    form->addRow(volume, ends(m_volume, tr("Quiet"), tr("Loud")));
    m_rate->setAccessibleName(tr("Rate"));
    m_volume->setAccessibleName(tr("Volume"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *test = buttons->addButton(tr("&Try the Voice"), QDialogButtonBox::ActionRole);
    test->setEnabled(engine != nullptr);
    connect(test, &QPushButton::clicked, this, &SpeechDialog::tryVoice);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        emit chosen(this->choices());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

SpeechChoices SpeechDialog::choices() const
{
    SpeechChoices c;
    c.speak = m_speak->isChecked();
    c.voice = m_voice->currentData().toString();
    c.rate = m_rate->value();
    c.volume = m_volume->value();
    return c;
}

void SpeechDialog::tryVoice()
{
    const SpeechChoices c = choices();
    m_engine->setVoice(c.voice);
    m_engine->setRate(c.rate / 100.0);
    m_engine->setVolume(c.volume / 100.0);
    m_engine->say(tr("Put a queen in row 1, column 1."), m_locale);
}

} // namespace nq
