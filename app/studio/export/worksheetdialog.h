// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardexport.h"
#include "worksheet.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace nq {

/// File > New Worksheet…: the puzzles a teacher prints (board size, queens given, how many
/// boards, which ones by a seed, only boards with one completion), the sheet's title and paper,
/// and where the PDF goes. The answer key comes on pages of its own.
class WorksheetDialog : public QDialog
{
    Q_OBJECT
public:
    /// Everything the dialog asks, to open it again as it was left.
    struct Fields
    {
        WorksheetRequest request;
        QString title;
        bool titleEdited = false;
        BoardExport::Page page = BoardExport::Page::A4;
        QString path;
    };

    /// Opens on the board `n` of the window (4 to 12) and `folder` for the file, or, given
    /// `previous`, with every field as it was last accepted (a refused sheet is mended, not
    /// asked for again from the start).
    WorksheetDialog(int n, const QString &folder, QWidget *parent = nullptr,
                    const Fields *previous = nullptr);

    Fields fields() const;

    WorksheetRequest request() const;
    QString title() const;
    BoardExport::Page page() const;
    QString path() const;

private:
    void sizeChanged(int n);
    void browse();

    QSpinBox *m_size;
    QSpinBox *m_given;
    QSpinBox *m_count;
    QSpinBox *m_seed;
    QCheckBox *m_unique;
    QLineEdit *m_title;
    QComboBox *m_page;
    QLineEdit *m_path;
    bool m_titleEdited = false;
};

} // namespace nq
