// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "platform/exportchoices.h"

#include <QString>
#include <QVariant>

#include <functional>

namespace nq {

/**
 * How the export dialogs' choices are kept in the settings file: their keys, and what each
 * stored text reads as (a folder that is gone, a format or size out of range: the default).
 * Settings reads and writes them through this, with its own file.
 */
class ExportChoicesStore
{
public:
    using Read = std::function<QVariant(const QString &key)>;
    using Write = std::function<void(const QString &key, const QVariant &value)>;

    static ExportChoices read(const Read &value);
    static void write(const ExportChoices &choices, const Write &store);
};

} // namespace nq
