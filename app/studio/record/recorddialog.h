// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "filmspec.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace nq {

/// What the Record dialog chooses besides the range (kept for the next recording).
struct RecordChoices
{
    FilmFormat format = FilmFormat::Mp4;
    double fps = 4;
    int size = 480;
    bool wide = false; ///< 16:9, the words beside the board
    bool caption = true;
    bool counters = false;
    bool pseudocode = false;
    bool narrate = false; ///< each caption spoken on a sound track (MP4, WebM; the handout prints)
    BoardExport::Page page = BoardExport::defaultPage();
};

/**
 * File > Record Steps: the range of steps, the format, the frame rate and size, the words under
 * the board and the handout's paper. It lays out and reads back; the controller decides the
 * defaults and records.
 */
class RecordDialog : public QDialog
{
    Q_OBJECT
public:
    RecordDialog(qint64 from, qint64 to, const RecordChoices &choices, QWidget *parent = nullptr);

    qint64 from() const;
    qint64 to() const;
    RecordChoices choices() const;
    /// The file name filter and suffix of a format, for the save dialog.
    static QString filterOf(FilmFormat format);
    static QString suffixOf(FilmFormat format);

private:
    void update();

    QSpinBox *m_from;
    QSpinBox *m_to;
    QLabel *m_count;
    QComboBox *m_format;
    QDoubleSpinBox *m_fps;
    QSpinBox *m_size;
    QCheckBox *m_wide;
    QCheckBox *m_caption;
    QCheckBox *m_counters;
    QCheckBox *m_pseudocode;
    QCheckBox *m_narrate;
    QComboBox *m_page;
    QDialogButtonBox *m_buttons;
};

} // namespace nq
