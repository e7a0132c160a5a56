<?php
/**
 * System messages translation for CodeIgniter(tm)
 *
 * @author	CodeIgniter community
 * @copyright	Copyright (c) 2014-2019, British Columbia Institute of Technology (https://bcit.ca/)
 * @license	http://opensource.org/licenses/MIT	MIT License
 * @link	https://codeigniter.com
 */
defined('BASEPATH') OR exit('No direct script access allowed');

$lang['form_validation_required']               = '{field} sahəsi lazımdı.';
$lang['form_validation_isset']                  = '{field} sahəsində məlumat olmalıdı.';
$lang['form_validation_valid_email']            = '{field} sahəsi düzgün email ünvanı olmalıdı.';
$lang['form_validation_valid_emails']           = '{field} sahəsi düzgün email ünvanları olmalıdı.';
$lang['form_validation_valid_url']              = '{field} sahəsi düzgün URL olmalıdı.';
$lang['form_validation_valid_ip']               = '{field} sahəsi düzgün  IP olmalıdı.';
$lang['form_validation_min_length']             = '{field} sahəsi ən az {param} simvol uzunluğunda olmalıdı.';
$lang['form_validation_max_length']             = '{field} sahəsi {param} simvoldan çox ola bilməz.';
$lang['form_validation_exact_length']           = '{field} sahəsi tam olaraq {param} simvol uzunluğunda olmalıdı.';
$lang['form_validation_alpha']                  = '{field} sahəsi ancaq əlifba simvolları ola bilər.';
$lang['form_validation_alpha_numeric']          = '{field} sahəsi ancaq əlifba və rəqəmsal simvollar ola bilər.';
$lang['form_validation_alpha_numeric_spaces']   = '{field} sahəsi ancaq əlifba, rəqəmsal simvollar və boşluq ola bilər.';
$lang['form_validation_alpha_dash']             = '{field} sahəsi ancaq əlifba, rəqəmsal simvollar, alt xətt və tire işarələri ola bilər.';
$lang['form_validation_numeric']                = '{field} sahəsi ancaq ədad olmalıdı.';
$lang['form_validation_is_numeric']             = '{field} sahəsi ancaq rəqəmsal simollar ola bilər';
$lang['form_validation_integer']                = '{field} sahəsi tam ədəd olmalıdı';
$lang['form_validation_regex_match']            = '{field} sahəsi düzgün formatda deyil.';
$lang['form_validation_matches']                = '{field} sahəsi ilə {param} sahəsi uyğun gəlmir.';
$lang['form_validation_differs']                = '{field} sahəsi {param} sahəsindən fərqli olmalıdı.';
$lang['form_validation_is_unique']              = '{field} sahəsi unikal olmalıdı.';
$lang['form_validation_is_natural']             = '{field} sahəsi ancaq ədədlər ola bilər.';
$lang['form_validation_is_natural_no_zero']     = '{field} sahəsi ancaq ədədlər olmalıdı və sıfırdan böyük olmalıdı.';
$lang['form_validation_decimal']                = '{field} sahəsi onluq ədəd olmalıdı.';
$lang['form_validation_less_than']              = '{field} sahəsi {param} dən kiçik ədəd olmalıdı.';
$lang['form_validation_less_than_equal_to']     = '{field} sahəsi {param} dən kiçik və ya bərabər ədəd olmalıdı.';
$lang['form_validation_greater_than']           = '{field} sahəsi {param} dən böyük ədəd olmalıdı.';
$lang['form_validation_greater_than_equal_to']  = '{field} sahəsi {param} dən böyük və ya bərabər ədəd olmalıdı.';
$lang['form_validation_error_message_not_set']  = '{field} sahəsi üçün səhv mesajı tapılmadı.';
$lang['form_validation_in_list']                = '{field} sahəsi bunlardan biri olmalıdı: {param}'; 
