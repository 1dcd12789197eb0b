// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "platform/settings.h"

#include <QDialog>
#include <QLocale>

class QCheckBox;
class QComboBox;
class QSlider;

namespace nq {

class SpeechEngine;

/// Speech Settings: whether captions are spoken, the voice for the window's language, its rate
/// and volume, and a button that says a sentence with them.
class SpeechDialog : public QDialog
{
    Q_OBJECT
public:
    SpeechDialog(SpeechEngine *engine, const QLocale &locale, const SpeechChoices &choices,
                 QWidget *parent = nullptr);
    SpeechChoices choices() const;

signals:
    /// OK was pressed with these choices.
    void chosen(const nq::SpeechChoices &choices);

private:
    void tryVoice();

    SpeechEngine *m_engine;
    QLocale m_locale;
    QCheckBox *m_speak;
    QComboBox *m_voice;
    QSlider *m_rate;
    QSlider *m_volume;
};

} // namespace nq
